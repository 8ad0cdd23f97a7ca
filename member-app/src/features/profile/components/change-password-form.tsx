import { PASSWORD_RULES, useChangePasswordMutation, type ChangePasswordInput } from 'shared-api';
import { FormPasswordField, lazySchema, NewPasswordFields, useZodForm } from 'shared-ui/forms';
import { useT } from '../../../i18n';
import { ProfileFormSection } from './profile-form-section';

const changePasswordSchema = lazySchema(
  async () => (await import('shared-api/contract')).changePasswordSchema,
);

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** The current password, then the new one twice; this browser stays signed in, others do not. */
export const ChangePasswordForm = () => {
  const t = useT();
  const [changePassword, { error, reset }] = useChangePasswordMutation();
  const form = useZodForm<ChangePasswordInput, ChangePasswordInput>(changePasswordSchema, {
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  return (
    <ProfileFormSection
      id="change-password-heading"
      title={t('password.title')}
      form={form}
      onFocus={changePasswordSchema.preload}
      save={(values) => changePassword(values).unwrap()}
      error={error}
      failureMessage={t('password.failed')}
      onSaved={() => {
        form.reset(EMPTY);
        reset();
      }}
      saved={t('password.changed')}
      submitLabel={t('password.submit')}
      submittingLabel={t('profile.saving')}
    >
      <FormPasswordField
        control={form.control}
        name="currentPassword"
        label={t('password.current')}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields control={form.control} label={t('password.new')} rules={PASSWORD_RULES} />
    </ProfileFormSection>
  );
};
