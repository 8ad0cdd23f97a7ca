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
import { T, useT } from '../../../page-i18n';
import { useLocalizedPath } from '../../../language/use-localized-path';
import type { LoginLocationState } from '../login-location-state';

/**
 * The emailed code, on the 'Account Pending' page. A validated user logs
 * in again: the new token says so.
 */
export const ValidationCodeForm = ({ email }: { email: string }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const t = useT();
  const { showToast } = useToast();
  const [validateEmail, { error }] = useValidateEmailMutation();
  const { run: onSubmit } = useAction((query: ValidateEmailQuery) => validateEmail(query), {
    success: t('validation.success'),
    failureToast: false,
    onSuccess: () => {
      // Signed out first: /login turns signed-in visitors away.
      dispatch(loggedOut());
      const state: LoginLocationState = { successMessage: t('validation.doneAtLogin') };
      navigate(localized('/login'), { state });
    },
  });
  const [resendEmail] = useResendValidationEmailMutation();
  const { run: resend, busy: isResending } = useAction(() => resendEmail(), {
    success: t('validation.resent'),
    failure: t('validation.resendFailed'),
    fixedFailure: true,
  });
  // A refused code moves the focus to its field, where a screen reader reads the message.
  const form = useZodForm<ValidateEmailQuery, ValidateEmailQuery>(validateEmailQuerySchema, {
    defaultValues: { token: '' },
    reValidateMode: 'onSubmit',
  });

  const onResend = () => {
    showToast({ body: t('validation.resending'), variant: 'info' });
    void resend();
  };

  return (
    <PageForm form={form} onSubmit={onSubmit}>
      <Typography>
        <T
          id="validation.prompt"
          values={{ email }}
          components={{ 0: <Box component="strong" sx={{ overflowWrap: 'anywhere' }} /> }}
        />
      </Typography>
      {error && <ErrorAlert message={getErrorMessage(error, t('validation.failed'))} />}
      <FormTextField
        control={form.control}
        name="token"
        label={t('validation.label')}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <Box>
        <FormSubmitButton
          form={form}
          label={t('validation.submit')}
          submittingLabel={t('validation.submitting')}
        />
      </Box>
      <Typography>
        <T
          id="validation.resend"
          components={{
            0: <Link component="button" type="button" onClick={onResend} disabled={isResending} />,
          }}
        />
      </Typography>
    </PageForm>
  );
};
