import Button, { type ButtonProps } from '@mui/material/Button';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface FormSubmitButtonProps<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  label: string;
  /** Its text while the form submits ('Saving...'); without one it shows a spinner. */
  submittingLabel?: string;
  /** Also disabled (a page whose script has not taken the form over yet, a blank reply). */
  disabled?: boolean;
  size?: ButtonProps['size'];
  sx?: ButtonProps['sx'];
}

/** A form's submit button, disabled while the form submits and named for what it is doing. */
export const FormSubmitButton = <I extends FieldValues, O>({
  form,
  label,
  submittingLabel,
  disabled = false,
  size,
  sx,
}: FormSubmitButtonProps<I, O>) => {
  const { isSubmitting } = form.formState;
  if (submittingLabel === undefined) {
    return (
      <Button
        type="submit"
        variant="contained"
        size={size}
        sx={sx}
        disabled={disabled}
        loading={isSubmitting}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      type="submit"
      variant="contained"
      size={size}
      sx={sx}
      disabled={disabled || isSubmitting}
    >
      {isSubmitting ? submittingLabel : label}
    </Button>
  );
};
