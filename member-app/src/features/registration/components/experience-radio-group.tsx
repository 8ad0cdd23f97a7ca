import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { OFFERED_EXPERIENCE_LEVELS, type RegistrationInput } from 'shared-api';
import { useTranslateMessage } from 'shared-ui';
import { useT } from '../../../i18n';
import { EXPERIENCE_HINTS, EXPERIENCE_NAMES } from '../../../experience-levels';

/** New to Experienced; Expert is not offered. */
export const ExperienceRadioGroup = ({ control }: { control: Control<RegistrationInput> }) => {
  const t = useT();
  // The contract's message, in the language shown.
  const translate = useTranslateMessage();
  const { field, fieldState } = useController({ control, name: 'experienceLevel' });
  const errorId = useId();
  const invalid = fieldState.error !== undefined;
  return (
    <FormControl component="fieldset" error={invalid} required>
      <FormLabel component="legend">{t('form.experience.legend')}</FormLabel>
      <RadioGroup
        name={field.name}
        value={typeof field.value === 'number' ? String(field.value) : ''}
        onChange={(event) => field.onChange(Number(event.target.value))}
        onBlur={field.onBlur}
      >
        {OFFERED_EXPERIENCE_LEVELS.map((level, index) => (
          <FormControlLabel
            key={level.value}
            value={String(level.value)}
            control={
              <Radio
                slotProps={{
                  input: {
                    ref: index === 0 ? field.ref : undefined,
                    'aria-invalid': invalid,
                    'aria-describedby': invalid ? errorId : undefined,
                  },
                }}
              />
            }
            label={[EXPERIENCE_NAMES[level.value], EXPERIENCE_HINTS[level.value]]
              .map((id) => (id ? t(id) : ''))
              .join(' ')
              .trim()}
          />
        ))}
      </RadioGroup>
      {fieldState.error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {translate(fieldState.error.message ?? '')}
        </FormHelperText>
      )}
    </FormControl>
  );
};
