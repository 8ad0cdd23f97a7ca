import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps<T extends FieldValues, O = T> extends Omit<
  FormTextFieldProps<T, O>,
  'select' | 'children' | 'multiline' | 'type'
> {
  options: readonly SelectOption[];
}

/** A drop-down list bound to a form, one option per value. */
export const FormSelectField = <T extends FieldValues, O = T>({
  options,
  ...props
}: FormSelectFieldProps<T, O>) => (
  <FormTextField {...props} select>
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </FormTextField>
);
