import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  loggedOut,
  useAppDispatch,
  useResendValidationEmailMutation,
  useValidateEmailMutation,
} from 'shared-api';
import { validateEmailQuerySchema } from 'shared-api/contract';
import { ErrorAlert, useToast } from 'shared-ui';
import type { LoginLocationState } from '../login-location-state';

const VALIDATION_FAILED = 'An unknown error occurred during validation.';
const VALIDATED_AT_LOGIN = 'Your email has been validated! Please log in again to continue.';

/**
 * The emailed code, on the 'Account Pending' page. A validated user logs
 * in again: the new token says so.
 */
export const ValidationCodeForm = ({ email }: { email: string }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [validateEmail, { isLoading, error }] = useValidateEmailMutation();
  const [resendEmail, { isLoading: isResending }] = useResendValidationEmailMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const query = validateEmailQuerySchema.safeParse({ token: code });
    if (!query.success) {
      setCodeError(query.error.issues[0]?.message ?? null);
      // On the field, a screen reader reads the error tied to it.
      codeInput.current?.focus();
      return;
    }
    try {
      await validateEmail(query.data).unwrap();
    } catch {
      return; // Shown from the mutation's state.
    }
    showToast({ body: 'Email validated successfully!', variant: 'success' });
    // Signed out first: /login turns signed-in visitors away.
    dispatch(loggedOut());
    const state: LoginLocationState = { successMessage: VALIDATED_AT_LOGIN };
    navigate('/login', { state });
  };

  const onResend = async () => {
    showToast({ body: 'Sending a new validation email...', variant: 'info' });
    try {
      await resendEmail().unwrap();
      showToast({ body: 'A new validation email has been sent.', variant: 'success' });
    } catch {
      showToast({ body: 'Failed to resend validation email.', variant: 'danger' });
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Typography>
        Please validate your email address: enter the validation code we sent to{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Box>
        .
      </Typography>
      {error && <ErrorAlert message={getErrorMessage(error, VALIDATION_FAILED)} />}
      <TextField
        label="Validation Code"
        inputRef={codeInput}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(null);
        }}
        autoComplete="one-time-code"
        error={codeError !== null}
        helperText={codeError}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Validating...' : 'Validate'}
        </Button>
      </Box>
      <Typography>
        Did not receive the email?{' '}
        <Link component="button" type="button" onClick={onResend} disabled={isResending}>
          Resend it
        </Link>
      </Typography>
    </Stack>
  );
};
