import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentUser } from 'shared-api';
import { appRoutes } from '../../../app/router';
import { envelope, renderRoutes, makeToken, makeUser } from 'test-support';

jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../../test/local-remotes').loadLocalRemoteRoutes,
}));

// The remotes' route modules import every page of the remote: slow to load on a busy machine.
const REMOTE_PAGE = { timeout: 15_000 };
jest.setTimeout(30_000);

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  window.fetch = fetchMock;
});

const fillIn = async (email: string, password: string) => {
  const user = userEvent.setup();
  // The page is its own chunk: wait until the router has loaded it.
  await screen.findByRole('button', { name: 'Login' });
  if (email) await user.type(screen.getByLabelText(/email/i), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

const answerLoginWith = (roles: string[]) =>
  // Only the login answers: the pages behind it (the dashboard's cards) find nothing.
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/api/Auth/login')
      ? envelope(200, makeToken(makeUser(roles)))
      : envelope(404, null, 'Not found.'),
  );

describe('LoginPage', () => {
  it('is titled Member Login and links to sign-up and password reset', async () => {
    renderRoutes(appRoutes, '/login');
    expect(await screen.findByRole('heading', { name: 'Member Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /forgot your password/i })).toHaveAttribute(
      'href',
      '/password-reset',
    );
  });

  it('shows the password on request, as sign-up and reset do', async () => {
    renderRoutes(appRoutes, '/login');
    const password = await screen.findByLabelText(/^password/i);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('requires an email and a password, and a valid email', async () => {
    renderRoutes(appRoutes, '/login');
    await fillIn('', '');
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();

    await fillIn('not-an-email', 'secret');
    expect(await screen.findByText('Email address is invalid.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Logging in...' while the request runs", async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderRoutes(appRoutes, '/login');
    await fillIn('ann@example.com', 'secret');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/Auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ann@example.com',
      password: 'secret',
    });
  });

  it("shows the server's message in a red alert", async () => {
    fetchMock.mockResolvedValue(envelope(400, null, 'Invalid email or password.'));
    renderRoutes(appRoutes, '/login');
    await fillIn('ann@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('goes to /dashboard when no page was requested', async () => {
    answerLoginWith(['REGISTERED', 'USER']);
    const { router, store } = renderRoutes(appRoutes, '/login');
    await fillIn('ann@example.com', 'secret');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Ann' }, REMOTE_PAGE),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/dashboard');
    expect(selectCurrentUser(store.getState())?.email).toBe('ann@example.com');
    expect(localStorage.getItem('authToken')).not.toBeNull();
  });

  it('goes back to the page a guard turned away', async () => {
    answerLoginWith(['ADMIN']);
    const { router } = renderRoutes(appRoutes, '/admin/dashboard');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    await fillIn('ann@example.com', 'secret');
    expect(
      await screen.findByRole('heading', { name: 'What Needs Attention' }, REMOTE_PAGE),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/admin/dashboard');
  });

  it('shows a success message passed by the previous page once', async () => {
    const message = 'Password reset successfully. You can now log in with your new password.';
    const { router } = renderRoutes(appRoutes, {
      pathname: '/login',
      state: { successMessage: message },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.location.state).toEqual({ from: undefined }));
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('sends a signed-in user on to /dashboard', async () => {
    const { router } = renderRoutes(appRoutes, '/login', { user: makeUser(['USER']) });
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
  });
});
