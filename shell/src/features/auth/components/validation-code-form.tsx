import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  loggedOut,
  useAppDispatch,
  useResendValidationEmailMutation,
  useValidateEmailMutation,
  type ValidateEmailQuery,
} from 'shared-api';
import { validateEmailQuerySchema } from 'shared-api/contract';
import { ErrorAlert, useToast } from 'shared-ui';
// This form is on a lazily loaded page (the router's lazyPage): the home page does not download it.
import { useAction } from 'shared-ui/actions';
import { FormSubmitButton, FormTextField, PageForm, useZodForm } from 'shared-ui/forms';
import type { LoginLocationState } from '../login-location-state';

const VALIDATION_FAILED = 'An unknown error occurred during validation.';
const VALIDATED_AT_LOGIN = 'Your email has been validated! Please log in again to continue.';
const RESENT = 'A new validation email has been sent.';
const RESEND_FAILED = 'Failed to resend validation email.';

/**
 * The emailed code, on the 'Account Pending' page. A validated user logs
 * in again: the new token says so.
 */
export const ValidationCodeForm = ({ email }: { email: string }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [validateEmail, { error }] = useValidateEmailMutation();
  const { run: onSubmit } = useAction((query: ValidateEmailQuery) => validateEmail(query), {
    success: 'Email validated successfully!',
    failureToast: false,
    onSuccess: () => {
      // Signed out first: /login turns signed-in visitors away.
      dispatch(loggedOut());
      const state: LoginLocationState = { successMessage: VALIDATED_AT_LOGIN };
      navigate('/login', { state });
    },
  });
  const [resendEmail] = useResendValidationEmailMutation();
  const { run: resend, busy: isResending } = useAction(() => resendEmail(), {
    success: RESENT,
    failure: RESEND_FAILED,
    fixedFailure: true,
  });
  // A refused code moves the focus to its field, where a screen reader reads the message.
  const form = useZodForm<ValidateEmailQuery, ValidateEmailQuery>(validateEmailQuerySchema, {
    defaultValues: { token: '' },
    reValidateMode: 'onSubmit',
  });

  const onResend = () => {
    showToast({ body: 'Sending a new validation email...', variant: 'info' });
    void resend();
  };

  return (
    <PageForm form={form} onSubmit={onSubmit}>
      <Typography>
        Please validate your email address: enter the validation code we sent to{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Box>
        .
      </Typography>
      {error && <ErrorAlert message={getErrorMessage(error, VALIDATION_FAILED)} />}
      <FormTextField
        control={form.control}
        name="token"
        label="Validation Code"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <Box>
        <FormSubmitButton form={form} label="Validate" submittingLabel="Validating..." />
      </Box>
      <Typography>
        Did not receive the email?{' '}
        <Link component="button" type="button" onClick={onResend} disabled={isResending}>
          Resend it
        </Link>
      </Typography>
    </PageForm>
  );
};
