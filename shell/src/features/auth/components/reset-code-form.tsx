import { useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  PASSWORD_RULES,
  useResetPasswordMutation,
  type PasswordResetConfirmation,
  type PasswordResetInput,
} from 'shared-api';
import { ErrorAlert } from 'shared-ui';
// This form is on a lazily loaded page (the router's lazyPage): the home page does not download it.
import { useAction } from 'shared-ui/actions';
import {
  FormSubmitButton,
  FormTextField,
  lazySchema,
  NewPasswordFields,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import type { LoginLocationState } from '../login-location-state';

const RESET_FAILED = 'Failed to reset password. The code may be invalid or expired.';
const RESET_DONE_AT_LOGIN =
  'Password reset successfully. You can now log in with your new password.';

const resetSchema = lazySchema(
  async () => (await import('shared-api/contract')).passwordResetSchema,
);

/** Step 2: the emailed code and the new password; success goes to login. */
export const ResetCodeForm = () => {
  const navigate = useNavigate();
  const [resetPassword, { error }] = useResetPasswordMutation();
  const { run: onSubmit } = useAction(
    (confirmation: PasswordResetConfirmation) => resetPassword(confirmation),
    {
      success: 'Password has been reset successfully!',
      failureToast: false,
      onSuccess: () => {
        const state: LoginLocationState = { successMessage: RESET_DONE_AT_LOGIN };
        navigate('/login', { state });
      },
    },
  );
  const form = useZodForm<PasswordResetInput, PasswordResetConfirmation>(resetSchema, {
    defaultValues: { token: '', password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const { control } = form;

  return (
    <PageForm form={form} onSubmit={onSubmit} onFocus={resetSchema.preload}>
      {error && <ErrorAlert message={getErrorMessage(error, RESET_FAILED)} />}
      <FormTextField
        control={control}
        name="token"
        label="Reset Code"
        autoComplete="one-time-code"
        required
      />
      <NewPasswordFields control={control} label="New Password" rules={PASSWORD_RULES} />
      <FormSubmitButton
        form={form}
        label="Set New Password"
        submittingLabel="Saving..."
        size="large"
      />
    </PageForm>
  );
};
