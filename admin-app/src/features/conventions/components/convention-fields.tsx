import { Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { SEASONS } from 'shared-api';
import { FormSelectField, FormSwitch, FormTextField } from 'shared-ui/forms';
import { FormDateField } from 'shared-ui/pickers';
import type { ConventionFormValues } from '../logic/convention-form';
import { PICKER_COMMON } from './picker-options';

const SEASON_OPTIONS = SEASONS.map((value) => ({
  value,
  label: value === 'SPRING' ? 'Spring' : 'Winter',
}));

interface ConventionFieldsProps<O> {
  control: Control<ConventionFormValues, unknown, O>;
  /** Editing: only the name changes; the rest is shown as it is. */
  editing: boolean;
}

/** Name, dates, season, registration and capacity of a convention (inside a PickersProvider). */
export const ConventionFields = <O,>({ control, editing }: ConventionFieldsProps<O>) => (
  <>
    <FormTextField control={control} name="name" label="Convention Name" autoFocus />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormDateField
        control={control}
        name="startDate"
        label="Start Date"
        minDate={PICKER_COMMON.minDate}
        maxDate={PICKER_COMMON.maxDate}
        disabled={editing}
        sx={{ flex: 1 }}
      />
      <FormDateField
        control={control}
        name="endDate"
        label="End Date"
        minDate={PICKER_COMMON.minDate}
        maxDate={PICKER_COMMON.maxDate}
        disabled={editing}
        sx={{ flex: 1 }}
      />
    </Stack>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <FormSelectField
        control={control}
        name="season"
        label="Season"
        options={SEASON_OPTIONS}
        disabled={editing}
        sx={{ flex: 1, alignSelf: 'stretch' }}
      />
      <FormSwitch
        control={control}
        name="isRegistrationOpen"
        label="Registration Open"
        disabled={editing}
        sx={{ flex: 1 }}
      />
    </Stack>
    <FormTextField
      control={control}
      name="capacity"
      label="Capacity"
      helperText="Attendees at most; leave empty for no limit. Beyond it, registrations join the waiting list."
      inputMode="numeric"
    />
  </>
);
