import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from 'shared-ui/forms';

/** The account's email address, as login, sign-up and the reset request ask for it. */
export const EmailField = <T extends FieldValues & { email: string }, O>({
  control,
}: {
  control: Control<T, unknown, O>;
}) => (
  <FormTextField
    control={control}
    name={'email' as FieldPath<T>}
    label="Email"
    type="email"
    autoComplete="email"
    required
  />
);
