import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { RegistrationInput } from 'shared-api';

export type CheckboxName =
  | 'bringOwnPokerChips'
  | 'mindNewPlayers'
  | 'hostAndTeach'
  | 'sameExperience'
  | 'parking'
  | 'termsAccepted';

interface FormCheckboxProps {
  control: Control<RegistrationInput>;
  name: CheckboxName;
  label: ReactNode;
  /** The box shows the opposite of the stored value (the stored field is mindNewPlayers). */
  inverted?: boolean;
  helperText?: ReactNode;
}

/** One yes/no field of a registration form. */
export const FormCheckbox = ({
  control,
  name,
  label,
  inverted = false,
  helperText,
}: FormCheckboxProps) => {
  const { field, fieldState } = useController({ control, name });
  const stored = field.value === true;
  const message = fieldState.error?.message;
  const description = message ?? helperText;
  const descriptionId = useId();
  return (
    <FormControl error={message !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={inverted ? !stored : stored}
            onChange={(event) =>
              field.onChange(inverted ? !event.target.checked : event.target.checked)
            }
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': message !== undefined,
                'aria-describedby': description ? descriptionId : undefined,
              },
            }}
          />
        }
      />
      {description && (
        <FormHelperText id={descriptionId} sx={{ mt: 0, ml: 4 }}>
          {description}
        </FormHelperText>
      )}
    </FormControl>
  );
};
