import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import {
  CLUB_TIMES_NOTE,
  compareSessionsByStart,
  type RegistrationInput,
  type Session,
} from 'shared-api';
import { sessionLabel, yourTimeSuffix } from 'shared-api/member';

interface SessionCheckboxesProps {
  control: Control<RegistrationInput>;
  sessions: readonly Session[];
}

/** One box per session, sorted by start, labelled with its name and start. */
export const SessionCheckboxes = ({ control, sessions }: SessionCheckboxesProps) => {
  const { field, fieldState } = useController({ control, name: 'sessions' });
  const errorId = useId();
  const invalid = fieldState.error !== undefined;
  const sorted = [...sessions].sort(compareSessionsByStart);
  const chosen = new Set((field.value ?? []).map((s) => s.id));
  const toggle = (id: number, on: boolean) =>
    field.onChange(
      sorted.filter((s) => (s.id === id ? on : chosen.has(s.id))).map((s) => ({ id: s.id })),
    );
  return (
    <FormControl component="fieldset" error={invalid} required>
      <FormLabel component="legend">Sessions you will attend</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{CLUB_TIMES_NOTE}</FormHelperText>
      <FormGroup>
        {sorted.map((session, index) => (
          <FormControlLabel
            key={session.id}
            label={`${sessionLabel(session)}${yourTimeSuffix(session.startDateTime)}`}
            control={
              <Checkbox
                checked={chosen.has(session.id)}
                onChange={(event) => toggle(session.id, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: index === 0 ? field.ref : undefined,
                    'aria-invalid': invalid,
                    'aria-describedby': invalid ? errorId : undefined,
                  },
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </FormControl>
  );
};
