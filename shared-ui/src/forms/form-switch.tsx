import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormBusy } from './form-busy';

export interface FormSwitchProps<T extends FieldValues, O = T> {
  /** The form's control, whatever its submit receives (O). */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** An on/off field bound to a form, named by its label. */
export const FormSwitch = <T extends FieldValues, O = T>({
  control,
  name,
  label,
  disabled = false,
  sx,
}: FormSwitchProps<T, O>) => {
  const { field } = useController({ control, name });
  const busy = useFormBusy();
  return (
    <FormControlLabel
      sx={sx}
      label={label}
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
          disabled={disabled || busy}
        />
      }
    />
  );
};
