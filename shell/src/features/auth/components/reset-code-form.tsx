import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  useResetPasswordMutation,
  type PasswordResetConfirmation,
  type PasswordResetInput,
} from 'shared-api';
import { ErrorAlert, useToast } from 'shared-ui';
import type { LoginLocationState } from '../login-location-state';
import { PasswordField } from './password-field';
import { lazyZodResolver } from '../lazy-resolver';

const RESET_FAILED = 'Failed to reset password. The code may be invalid or expired.';
const RESET_DONE_AT_LOGIN =
  'Password reset successfully. You can now log in with your new password.';

const resetResolver = lazyZodResolver(async () => {
  const { passwordResetSchema } = await import('shared-api/contract');
  return passwordResetSchema;
});

/** Step 2: the emailed code and the new password; success goes to login. */
export const ResetCodeForm = () => {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<PasswordResetInput, unknown, PasswordResetConfirmation>({
    resolver: resetResolver.resolver,
    defaultValues: { token: '', password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  const field = (name: FieldPath<PasswordResetInput>) => {
    const { ref, ...rest } = register(name, { onChange: () => clearErrors(name) });
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message,
    };
  };

  const onSubmit = handleSubmit(async (confirmation) => {
    try {
      await resetPassword(confirmation).unwrap();
    } catch {
      return; // Shown from the mutation's state.
    }
    showToast({ body: 'Password has been reset successfully!', variant: 'success' });
    const state: LoginLocationState = { successMessage: RESET_DONE_AT_LOGIN };
    navigate('/login', { state });
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={resetResolver.preload}
      spacing={2}
    >
      {error && <ErrorAlert message={getErrorMessage(error, RESET_FAILED)} />}
      <TextField {...field('token')} label="Reset Code" autoComplete="one-time-code" required />
      <PasswordField
        {...field('password')}
        label="New Password"
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...field('confirmPassword')}
        label="Confirm New Password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Set New Password'}
      </Button>
    </Stack>
  );
};
