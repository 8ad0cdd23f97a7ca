import TextField from '@mui/material/TextField';
import type { HTMLAttributes, ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { RegistrationInput } from 'shared-api';

export type TextFieldName =
  | 'attendeeFirstName'
  | 'attendeeLastName'
  | 'attendeeEmail'
  | 'attendeeYearOfBirth'
  | 'attendeeNationality'
  | 'bringGames'
  | 'wantToPlayGames'
  | 'peopleToPlayWith'
  | 'additionalInfo'
  | 'licensePlate';

interface FormTextFieldProps {
  control: Control<RegistrationInput>;
  name: TextFieldName;
  label: string;
  required?: boolean;
  /** Shown but not editable (name and email are locked when registering for oneself). */
  locked?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  helperText?: ReactNode;
}

/** A text field of a registration form, with its validation message below it. */
export const FormTextField = ({
  control,
  name,
  label,
  required = false,
  locked = false,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
  helperText,
}: FormTextFieldProps) => {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <TextField
      name={field.name}
      label={label}
      required={required}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={{ input: { readOnly: locked }, htmlInput: { inputMode } }}
      sx={locked ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
    />
  );
};
