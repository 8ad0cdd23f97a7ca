import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { HTMLAttributes, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormBusy } from './form-busy';
import { useFieldHelperText } from './field-messages';

export interface FormTextFieldProps<T extends FieldValues, O = T> {
  /** The form's control, whatever its submit receives (O). */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Shown but not editable (a value the member may not change here). */
  locked?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  multiline?: boolean;
  /** With multiline: the height it starts at (minRows) or keeps (rows). */
  minRows?: number;
  rows?: number;
  type?: 'text' | 'email' | 'password' | 'number';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  helperText?: ReactNode;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
  /** The choices of a select field (FormSelectField). */
  select?: boolean;
  children?: ReactNode;
}

/**
 * A text field bound to a form: its value, its validation message below it (or the form's alert)
 * and aria-invalid, and disabled while the form submits.
 */
export const FormTextField = <T extends FieldValues, O = T>({
  control,
  name,
  label,
  required = false,
  locked = false,
  disabled = false,
  autoFocus = false,
  multiline = false,
  minRows,
  rows,
  type = 'text',
  autoComplete,
  inputMode,
  helperText,
  size,
  sx,
  select = false,
  children,
}: FormTextFieldProps<T, O>) => {
  const { field, fieldState } = useController({ control, name });
  const busy = useFormBusy();
  const value: unknown = field.value;
  const error = fieldState.error?.message;
  const lockedLook = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } };
  return (
    <TextField
      name={field.name}
      label={label}
      required={required}
      type={type}
      select={select}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={multiline && rows === undefined ? (minRows ?? 2) : undefined}
      rows={multiline ? rows : undefined}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled || busy}
      error={fieldState.invalid}
      helperText={useFieldHelperText(error, helperText)}
      size={size}
      fullWidth
      slotProps={{ input: { readOnly: locked }, htmlInput: { inputMode } }}
      sx={locked ? [lockedLook, ...(Array.isArray(sx) ? sx : [sx])] : sx}
    >
      {children}
    </TextField>
  );
};
