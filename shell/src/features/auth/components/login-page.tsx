import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { useHydrated } from '../../../hooks/use-hydrated';
import { readLoginState } from '../login-location-state';
import { lazyZodResolver } from '../lazy-resolver';

const LOGIN_FAILED = 'Failed to login. Please check your credentials.';
/** Shown when the page loaded with a stored session that had expired meanwhile. */
export const SESSION_LAPSED = 'Your session has expired. Please log in again.';

const loginResolver = lazyZodResolver(async () => {
  const { loginRequestSchema } = await import('shared-api/contract');
  return loginRequestSchema;
});

/** 'Member Login'. On success the logged-out-only route sends the user on (see LoggedOutOnly). */
export const LoginPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const loginState = readLoginState(location.state);
  // Shown once: kept here, then removed from the history entry so a reload does not repeat it.
  // A login attempt replaces it: its own outcome is the one on screen.
  const [successMessage, setSuccessMessage] = useState(loginState.successMessage);
  // Said once, like the success message: kept here, then cleared from the session.
  const dispatch = useAppDispatch();
  const lapsedInStore = useAppSelector(selectSessionLapsed);
  const [lapsed] = useState(lapsedInStore);
  const [login, { isLoading, error }] = useLoginMutation();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: loginResolver.resolver,
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (loginState.successMessage === undefined) return;
    navigate(location.pathname, { replace: true, state: { from: loginState.from } });
  }, [loginState.successMessage, loginState.from, location.pathname, navigate]);

  useEffect(() => {
    if (lapsedInStore) dispatch(lapseNoticeShown());
  }, [lapsedInStore, dispatch]);

  const onSubmit = handleSubmit(async (credentials) => {
    setSuccessMessage(undefined);
    // The failure is shown from the mutation's state.
    await login(credentials)
      .unwrap()
      .catch(() => undefined);
  });

  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 6 }, px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Typography variant="h4" component="h1" gutterBottom>
            Member Login
          </Typography>
          <Stack
            component="form"
            noValidate
            onSubmit={onSubmit}
            onFocus={loginResolver.preload}
            spacing={2}
          >
            {successMessage && <Alert severity="success">{successMessage}</Alert>}
            {/* After hydration: the prerendered page was drawn for a visitor without a session. */}
            {lapsed && hydrated && !successMessage && (
              <Alert severity="info">{SESSION_LAPSED}</Alert>
            )}
            {error && <ErrorAlert message={getErrorMessage(error, LOGIN_FAILED)} />}
            <TextField
              {...email}
              inputRef={emailRef}
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <TextField
              {...password}
              inputRef={passwordRef}
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isLoading || !hydrated}
            >
              {isLoading ? 'Logging in...' : 'Login'}
            </Button>
          </Stack>
          <Stack spacing={1} sx={{ mt: 3 }}>
            <Typography>
              No account yet?{' '}
              <Link component={RouterLink} to="/register">
                Sign up
              </Link>
            </Typography>
            <Typography>
              <Link component={RouterLink} to="/password-reset">
                Forgot your password?
              </Link>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
