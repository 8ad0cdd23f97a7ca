import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { compareSessionsByStart, type RegistrationInput, type Session } from 'shared-api';
import { useClubTimes } from '../../../club-times';
import { useTranslateMessage } from 'shared-ui';
import { useT } from '../../../i18n';

interface SessionCheckboxesProps {
  control: Control<RegistrationInput>;
  sessions: readonly Session[];
}

/** One box per session, sorted by start, labelled with its name and start. */
export const SessionCheckboxes = ({ control, sessions }: SessionCheckboxesProps) => {
  const t = useT();
  // The contract's message, in the language shown.
  const translate = useTranslateMessage();
  const { sessionLabel, yourTimeSuffix } = useClubTimes();
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
      <FormLabel component="legend">{t('form.sessions.legend')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{t('time.note')}</FormHelperText>
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
          {translate(fieldState.error.message ?? '')}
        </FormHelperText>
      )}
    </FormControl>
  );
};
