import { Box, Stack, Typography } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { CLUB_TIMES_NOTE, compareSessionsForDisplay, type Session } from 'shared-api';
import { DateTimePicker } from 'shared-ui/pickers';
import { useFormBusy } from 'shared-ui/forms';
import type { ConventionFormValues } from '../logic/convention-form';
import { fromWire, toWire } from '../logic/wire-dates';
import { PICKER_COMMON } from './picker-options';

export interface SessionTimesEditorProps<O> {
  control: Control<ConventionFormValues, unknown, O>;
  /** The convention's sessions, in the order of the form's `sessions`. */
  sessions: readonly Session[];
}

const DATE_TIME_FORMAT = 'DD/MM/YYYY, HH:mm';

interface SessionTimeProps<O> {
  control: Control<ConventionFormValues, unknown, O>;
  name: `sessions.${number}.startDateTime` | `sessions.${number}.endDateTime`;
  label: string;
  /** The end may be cleared; the start may not. */
  clearable: boolean;
}

/** One start or end; a half-typed value leaves the field as it was. */
const SessionTime = <O,>({ control, name, label, clearable }: SessionTimeProps<O>) => {
  const { field, fieldState } = useController({ control, name });
  const busy = useFormBusy();
  return (
    <DateTimePicker
      {...PICKER_COMMON}
      label={label}
      format={DATE_TIME_FORMAT}
      ampm={false}
      timeSteps={{ minutes: 30 }}
      disabled={busy}
      value={fromWire(field.value)}
      onChange={(value) => {
        if (value?.isValid()) field.onChange(toWire(value));
        else if (value === null && clearable) field.onChange(null);
      }}
      slotProps={{
        field: { clearable },
        textField: { name: field.name, onBlur: field.onBlur, error: fieldState.invalid },
      }}
      sx={{ flex: 1 }}
    />
  );
};

/** Edit mode: each session's start and end (the end may be cleared), Friday to Monday. */
export const SessionTimesEditor = <O,>({ control, sessions }: SessionTimesEditorProps<O>) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
    <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
      Sessions
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {CLUB_TIMES_NOTE}
    </Typography>
    <Stack spacing={2}>
      {sessions
        .map((session, index) => ({ session, index }))
        .sort((a, b) => compareSessionsForDisplay(a.session, b.session))
        .map(({ session, index }) => (
          <Box key={session.id}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{session.name}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SessionTime
                control={control}
                name={`sessions.${index}.startDateTime`}
                label={`${session.name} start`}
                clearable={false}
              />
              <SessionTime
                control={control}
                name={`sessions.${index}.endDateTime`}
                label={`${session.name} end`}
                clearable
              />
            </Stack>
          </Box>
        ))}
    </Stack>
  </Box>
);
