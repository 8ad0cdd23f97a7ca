import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from 'shared-ui/forms';
import { useT } from '../../../page-i18n';

/** The account's email address, as login, sign-up and the reset request ask for it. */
export const EmailField = <T extends FieldValues & { email: string }, O>({
  control,
}: {
  control: Control<T, unknown, O>;
}) => {
  const t = useT();
  return (
    <FormTextField
      control={control}
      name={'email' as FieldPath<T>}
      label={t('account.email')}
      type="email"
      autoComplete="email"
      required
    />
  );
};
