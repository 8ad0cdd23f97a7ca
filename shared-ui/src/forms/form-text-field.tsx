import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useCallback, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormBusy } from './form-busy';
import { useFieldHelperText } from './field-messages';
import { useTypedBeforeHydration } from './typed-before-hydration';

export interface FormTextFieldProps<T extends FieldValues, O = T> {
  /** The form's control, whatever its submit receives (O). */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** The visible label; a field without one is named by ariaLabel. */
  label?: string;
  ariaLabel?: string;
  placeholder?: string;
  maxLength?: number;
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
  /** Turns what is typed into the stored value (a blank year into null); else the text is stored. */
  parse?: (text: string) => unknown;
  /** Drawn at the field's end, inside it (a show/hide button). */
  endAdornment?: ReactNode;
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
  ariaLabel,
  placeholder,
  maxLength,
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
  endAdornment,
  parse,
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
  const input = useRef<HTMLInputElement | null>(null);
  const { ref: fieldRef, onChange } = field;
  const inputRef = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      fieldRef(node);
    },
    [fieldRef],
  );
  useTypedBeforeHydration(
    input,
    typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    (typed) => onChange(parse ? parse(typed) : typed),
  );
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
      onChange={parse ? (event) => field.onChange(parse(event.target.value)) : field.onChange}
      onBlur={field.onBlur}
      inputRef={inputRef}
      disabled={disabled || busy}
      error={fieldState.invalid}
      helperText={useFieldHelperText(error, helperText)}
      size={size}
      fullWidth
      placeholder={placeholder}
      slotProps={{
        input: { readOnly: locked, endAdornment },
        htmlInput: { inputMode, maxLength, 'aria-label': ariaLabel },
      }}
      sx={locked ? [lockedLook, ...(Array.isArray(sx) ? sx : [sx])] : sx}
    >
      {children}
    </TextField>
  );
};
