import Box from '@mui/material/Box';
import {
  getErrorMessage,
  PASSWORD_CHANGED,
  PASSWORD_RULES,
  useChangePasswordMutation,
  type ChangePasswordInput,
} from 'shared-api';
import { ErrorAlert, useToast } from 'shared-ui';
import {
  FormPasswordField,
  FormSubmitButton,
  lazySchema,
  NewPasswordFields,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { ProfileSection } from './profile-section';

export const PASSWORD_CHANGE_FAILED = 'Failed to change your password.';

const changePasswordSchema = lazySchema(
  async () => (await import('shared-api/contract')).changePasswordSchema,
);

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** The current password, then the new one twice; this browser stays signed in, others do not. */
export const ChangePasswordForm = () => {
  const { showToast } = useToast();
  const [changePassword, { error, reset }] = useChangePasswordMutation();
  const form = useZodForm<ChangePasswordInput, ChangePasswordInput>(changePasswordSchema, {
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { control } = form;

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      await changePassword(values).unwrap();
    } catch {
      return;
    }
    form.reset(EMPTY);
    reset();
    showToast({ body: PASSWORD_CHANGED, variant: 'success' });
  };

  return (
    <ProfileSection id="change-password-heading" title="Change Password">
      <PageForm
        form={form}
        onSubmit={onSubmit}
        onFocus={changePasswordSchema.preload}
        aria-labelledby="change-password-heading"
      >
        {error && <ErrorAlert message={getErrorMessage(error, PASSWORD_CHANGE_FAILED)} />}
        <FormPasswordField
          control={control}
          name="currentPassword"
          label="Current Password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} label="New Password" rules={PASSWORD_RULES} />
        <Box>
          <FormSubmitButton form={form} label="Change Password" submittingLabel="Saving..." />
        </Box>
      </PageForm>
    </ProfileSection>
  );
};
