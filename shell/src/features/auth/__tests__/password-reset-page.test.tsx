import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/router';
import { envelope, renderRoutes, makeUser } from 'test-support';

// The member area stays loading: these tests look only at where the shell sends the user.
jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.fn(() => new Promise(() => undefined)),
}));
jest.setTimeout(20_000);

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock;
});

const CODE_SENT = 'If an account with that email exists, a reset code has been sent.';
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const enter = async (values: Record<string, string>) => {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(input(label));
    if (value) await user.paste(value);
  }
};
const press = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }));

const requestCode = async (answer: Response) => {
  fetchMock.mockResolvedValueOnce(answer);
  const rendered = renderRoutes(appRoutes, '/password-reset');
  await screen.findByRole('button', { name: 'Send Reset Code' });
  await enter({ Email: 'ann@example.com' });
  await press('Send Reset Code');
  await screen.findByText(CODE_SENT);
  return rendered;
};

describe('PasswordResetPage', () => {
  it('asks for a valid email first, and links back to login', async () => {
    renderRoutes(appRoutes, '/password-reset');
    await screen.findByRole('button', { name: 'Send Reset Code' });
    await press('Send Reset Code');
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await enter({ Email: 'nope' });
    await press('Send Reset Code');
    expect(await screen.findByText('Email address is invalid.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['succeeds', envelope(200, 'Sent.')],
    ['fails', envelope(500, null, 'Mail server down.')],
  ])('goes to step 2 with the same words whether the request %s', async (_, answer) => {
    await requestCode(answer);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/Auth/request-password-reset');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com' });
    expect(input('Reset Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeInTheDocument();
    expect(screen.queryByText('Mail server down.')).not.toBeInTheDocument();
  });

  it('checks the code and the new password before sending', async () => {
    await requestCode(envelope(200, 'Sent.'));
    await press('Set New Password');
    // The step asks for the reset code, not the validation code of a new account.
    expect(
      await screen.findByText('Please enter the reset code from the email.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please enter a validation code.')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    await enter({
      'Reset Code': '123456',
      'New Password': 'Secret#123',
      'Confirm New': 'Other#123',
    });
    await press('Set New Password');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('states the password rules under the new password before anything is typed', async () => {
    await requestCode(envelope(200, 'Sent.'));
    const rules =
      'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character.';
    expect(input('New Password')).toHaveAccessibleDescription(rules);
    await enter({ 'New Password': 'short' });
    await press('Set New Password');
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeVisible();
    expect(screen.queryByText(rules)).not.toBeInTheDocument();
  });

  it('resets the password and goes to login with a message', async () => {
    const { router } = await requestCode(envelope(200, 'Sent.'));
    fetchMock.mockResolvedValueOnce(envelope(200, 'Password reset.'));
    await enter({
      'Reset Code': ' 123456 ',
      'New Password': 'Secret#123',
      'Confirm New': 'Secret#123',
    });
    await press('Set New Password');
    expect(await screen.findByText('Password has been reset successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        'Password reset successfully. You can now log in with your new password.',
      ),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/Auth/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      token: '123456',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
  });

  it("shows the server's reason when the reset fails", async () => {
    await requestCode(envelope(200, 'Sent.'));
    fetchMock.mockResolvedValueOnce(envelope(400, null, 'The code is invalid or has expired.'));
    await enter({
      'Reset Code': '123456',
      'New Password': 'Secret#123',
      'Confirm New': 'Secret#123',
    });
    await press('Set New Password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is invalid or has expired.',
    );
  });

  it('replaces the reset banner with the outcome of the next login', async () => {
    const { router } = await requestCode(envelope(200, 'Sent.'));
    fetchMock.mockResolvedValueOnce(envelope(200, 'Password reset.'));
    await enter({
      'Reset Code': '123456',
      'New Password': 'Secret#123',
      'Confirm New': 'Secret#123',
    });
    await press('Set New Password');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    const banner = 'Password reset successfully. You can now log in with your new password.';
    expect(await screen.findByText(banner)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(envelope(400, null, 'Invalid email or password.'));
    await enter({ Email: 'ann@example.com', Password: 'Wrong#123' });
    await press('Login');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });

  it('sends a signed-in user on to /dashboard', async () => {
    const { router } = await act(async () =>
      renderRoutes(appRoutes, '/password-reset', { user: makeUser(['USER']) }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
  });
});
