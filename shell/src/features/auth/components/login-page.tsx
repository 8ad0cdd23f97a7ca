import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  lapseNoticeShown,
  selectSessionLapsed,
  useAppDispatch,
  useAppSelector,
  useLoginMutation,
  type LoginRequest,
} from 'shared-api';
import { ErrorAlert } from 'shared-ui';
import {
  FormPasswordField,
  FormSubmitButton,
  lazySchema,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { useHydrated } from '../../../hooks/use-hydrated';
import { T, useT } from '../../../page-i18n';
import { EmailField } from './email-field';
import { readLoginState } from '../login-location-state';
import { useLocalizedPath } from '../../../language/use-localized-path';

const loginSchema = lazySchema<LoginRequest, LoginRequest>(
  async () => (await import('shared-api/contract')).loginRequestSchema,
);

/** 'Member Login'. On success the logged-out-only route sends the user on (see LoggedOutOnly). */
export const LoginPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const localized = useLocalizedPath();
  const loginState = readLoginState(location.state);
  // Shown once: kept here, then removed from the history entry so a reload does not repeat it.
  // A login attempt replaces it: its own outcome is the one on screen.
  const [successMessage, setSuccessMessage] = useState(loginState.successMessage);
  // Said once, like the success message: kept here, then cleared from the session.
  const dispatch = useAppDispatch();
  const lapsedInStore = useAppSelector(selectSessionLapsed);
  const [lapsed] = useState(lapsedInStore);
  const [login, { error }] = useLoginMutation();
  const hydrated = useHydrated();
  const form = useZodForm<LoginRequest, LoginRequest>(loginSchema, {
    defaultValues: { email: '', password: '' },
  });
  const { control } = form;

  useEffect(() => {
    if (loginState.successMessage === undefined) return;
    navigate(location.pathname, { replace: true, state: { from: loginState.from } });
  }, [loginState.successMessage, loginState.from, location.pathname, navigate]);

  useEffect(() => {
    if (lapsedInStore) dispatch(lapseNoticeShown());
  }, [lapsedInStore, dispatch]);

  const onSubmit = async (credentials: LoginRequest) => {
    setSuccessMessage(undefined);
    // The failure is shown from the mutation's state.
    await login(credentials)
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 6 }, px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('login.title')}
          </Typography>
          <PageForm form={form} onSubmit={onSubmit} onFocus={loginSchema.preload}>
            {successMessage && <Alert severity="success">{successMessage}</Alert>}
            {/* After hydration: the prerendered page was drawn for a visitor without a session. */}
            {/* Shown when the page loaded with a stored session that had expired meanwhile. */}
            {lapsed && hydrated && !successMessage && (
              <Alert severity="info">{t('login.lapsed')}</Alert>
            )}
            {error && <ErrorAlert message={getErrorMessage(error, t('login.failed'))} />}
            <EmailField control={control} />
            <FormPasswordField
              control={control}
              name="password"
              label={t('account.password')}
              autoComplete="current-password"
              required
            />
            <FormSubmitButton
              form={form}
              label={t('login.submit')}
              submittingLabel={t('login.submitting')}
              size="large"
              disabled={!hydrated}
            />
          </PageForm>
          <Stack spacing={1} sx={{ mt: 3 }}>
            <Typography>
              <T
                id="login.noAccount"
                components={{ 0: <Link component={RouterLink} to={localized('/register')} /> }}
              />
            </Typography>
            <Typography>
              <Link component={RouterLink} to={localized('/password-reset')}>
                {t('login.forgot')}
              </Link>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
