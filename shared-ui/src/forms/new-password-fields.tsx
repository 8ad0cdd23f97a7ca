import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useUiT } from '../i18n/own-messages';
import { FormPasswordField } from './form-password-field';

export interface NewPasswordFieldsProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** 'New Password' when it replaces one; the second field asks to confirm it by that name. */
  label: string;
  /** The password rules, shown below the first field until a message replaces them. */
  rules: ReactNode;
}

/**
 * A password to choose, typed twice (the form's `password` and `confirmPassword`): sign-up, the
 * reset code's step and the profile's password change ask for it alike.
 */
export const NewPasswordFields = <
  T extends FieldValues & { password: string; confirmPassword: string },
  O,
>({
  control,
  label,
  rules,
}: NewPasswordFieldsProps<T, O>) => {
  const t = useUiT();
  return (
    <>
      <FormPasswordField
        control={control}
        name={'password' as FieldPath<T>}
        label={label}
        autoComplete="new-password"
        helperText={rules}
        required
      />
      <FormPasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={t('ui.password.confirm', { label })}
        autoComplete="new-password"
        required
      />
    </>
  );
};
