import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useRequestPasswordResetMutation, type PasswordResetRequest } from 'shared-api';
import { useHydrated } from '../../../hooks/use-hydrated';
import { lazyZodResolver } from '../lazy-resolver';

const resetRequestResolver = lazyZodResolver(async () => {
  const { passwordResetRequestSchema } = await import('shared-api/contract');
  return passwordResetRequestSchema;
});

interface ResetRequestFormProps {
  onRequested: () => void;
}

/** Step 1: moves on whatever the answer, so no one learns whether an email has an account. */
export const ResetRequestForm = ({ onRequested }: ResetRequestFormProps) => {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: resetRequestResolver.resolver,
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const { ref, ...email } = register('email', { onChange: () => clearErrors('email') });

  const onSubmit = handleSubmit(async (request) => {
    await requestReset(request)
      .unwrap()
      .catch(() => undefined);
    onRequested();
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={resetRequestResolver.preload}
      spacing={2}
    >
      <Typography>
        Enter the email address of your account and we will send you a reset code.
      </Typography>
      <TextField
        {...email}
        inputRef={ref}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading || !hydrated}>
        {isLoading ? 'Sending...' : 'Send Reset Code'}
      </Button>
    </Stack>
  );
};
