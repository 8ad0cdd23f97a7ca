import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormBusy } from './form-busy';
import { useFieldHelperText } from './field-messages';

export interface FormCheckboxProps<T extends FieldValues, O = T> {
  /** The form's control, whatever its submit receives (O). */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: ReactNode;
  /** The box shows the opposite of the stored value (a "no" stored for a ticked box). */
  inverted?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

/** A yes/no field bound to a form; its message or help describes the box. */
export const FormCheckbox = <T extends FieldValues, O = T>({
  control,
  name,
  label,
  inverted = false,
  disabled = false,
  helperText,
}: FormCheckboxProps<T, O>) => {
  const { field, fieldState } = useController({ control, name });
  const busy = useFormBusy();
  const stored = field.value === true;
  const description = useFieldHelperText(fieldState.error?.message, helperText);
  const descriptionId = useId();
  return (
    <FormControl error={fieldState.invalid}>
      <FormControlLabel
        label={label}
        disabled={disabled || busy}
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
                'aria-invalid': fieldState.invalid,
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
