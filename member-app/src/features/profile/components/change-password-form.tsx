import {
  PASSWORD_CHANGED,
  PASSWORD_RULES,
  useChangePasswordMutation,
  type ChangePasswordInput,
} from 'shared-api';
import { FormPasswordField, lazySchema, NewPasswordFields, useZodForm } from 'shared-ui/forms';
import { ProfileFormSection } from './profile-form-section';

export const PASSWORD_CHANGE_FAILED = 'Failed to change your password.';

const changePasswordSchema = lazySchema(
  async () => (await import('shared-api/contract')).changePasswordSchema,
);

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** The current password, then the new one twice; this browser stays signed in, others do not. */
export const ChangePasswordForm = () => {
  const [changePassword, { error, reset }] = useChangePasswordMutation();
  const form = useZodForm<ChangePasswordInput, ChangePasswordInput>(changePasswordSchema, {
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  return (
    <ProfileFormSection
      id="change-password-heading"
      title="Change Password"
      form={form}
      onFocus={changePasswordSchema.preload}
      save={(values) => changePassword(values).unwrap()}
      error={error}
      failureMessage={PASSWORD_CHANGE_FAILED}
      onSaved={() => {
        form.reset(EMPTY);
        reset();
      }}
      saved={PASSWORD_CHANGED}
      submitLabel="Change Password"
      submittingLabel="Saving..."
    >
      <FormPasswordField
        control={form.control}
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields control={form.control} label="New Password" rules={PASSWORD_RULES} />
    </ProfileFormSection>
  );
};
