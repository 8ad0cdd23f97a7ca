import { Stack, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormTextField } from 'shared-ui/forms';
import type { ConventionFormValues } from '../logic/convention-form';

interface PracticalFieldsProps<O> {
  control: Control<ConventionFormValues, unknown, O>;
}

/**
 * Where the convention takes place and when attendees are reminded of it. Only registered
 * attendees and organisers are told the venue; leave every venue field empty to give none yet.
 */
export const PracticalFields = <O,>({ control }: PracticalFieldsProps<O>) => (
  <>
    <Typography variant="h6" component="h3">
      Venue and practical information
    </Typography>
    <FormTextField control={control} name="venue.name" label="Venue Name" maxLength={200} />
    <FormTextField
      control={control}
      name="venue.address"
      label="Street Address"
      multiline
      minRows={2}
      maxLength={500}
    />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name="venue.latitude"
        label="Latitude"
        inputMode="decimal"
        helperText="For the map links, e.g. 51.0259"
        sx={{ flex: 1 }}
      />
      <FormTextField
        control={control}
        name="venue.longitude"
        label="Longitude"
        inputMode="decimal"
        helperText="e.g. 4.4776"
        sx={{ flex: 1 }}
      />
    </Stack>
    <FormTextField
      control={control}
      name="venue.arrivalNotes"
      label="Arrival Notes"
      helperText="Parking, entrance, opening time: what attendees should know on arrival."
      multiline
      minRows={2}
      maxLength={2000}
    />
    <FormTextField
      control={control}
      name="venue.phone"
      label="On-site Phone"
      inputMode="tel"
      autoComplete="off"
      maxLength={40}
    />
    <FormTextField
      control={control}
      name="reminderDays"
      label="Reminder Days"
      helperText="Days before the start on which each registered attendee is reminded, e.g. 14, 2. Empty sends none."
    />
  </>
);
