import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentUser } from 'shared-api';
import { ACTION_FAILED } from 'shared-ui/actions';
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

const unvalidated = makeUser(['REGISTERED'], { isEmailValidated: false });

const renderPage = async (user = unvalidated) => {
  const rendered = renderRoutes(appRoutes, '/awaiting-approval', { user });
  await screen.findByRole('heading', { name: 'Account Pending' });
  return rendered;
};

const enterCode = async (code: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Validation Code'));
  if (code) await user.paste(code);
  await user.click(screen.getByRole('button', { name: 'Validate' }));
};

describe('AwaitingApprovalPage', () => {
  it('tells a validated user that an administrator will approve the account', async () => {
    await renderPage(makeUser(['REGISTERED']));
    expect(screen.getByText(/Welcome, Ann!/)).toBeInTheDocument();
    expect(screen.getByText(/awaiting approval by an administrator/)).toBeInTheDocument();
    expect(screen.getByText(/a day or two/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Validation Code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('asks an unvalidated user for the emailed code', async () => {
    await renderPage();
    expect(screen.getByText(/enter the validation code we sent to/)).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend it' })).toBeInTheDocument();
    // The code is six digits: a phone offers its number pad.
    expect(screen.getByLabelText('Validation Code')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each(['', '   '])("says 'Please enter a validation code.' for %j", async (code) => {
    await renderPage();
    await enterCode(code);
    expect(await screen.findByText('Please enter a validation code.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().type(screen.getByLabelText('Validation Code'), '1');
    expect(screen.queryByText('Please enter a validation code.')).not.toBeInTheDocument();
  });

  it('sends the trimmed code, then logs out and asks to log in again', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'Email validated.'));
    const { router, store } = await renderPage();
    await enterCode('  123456 ');
    expect(await screen.findByText('Email validated successfully!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/Auth/validate-email?token=123456');
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(
      await screen.findByText('Your email has been validated! Please log in again to continue.'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when the code is refused", async () => {
    fetchMock.mockResolvedValue(envelope(400, null, 'The code is invalid or has expired.'));
    const { router } = await renderPage();
    await enterCode('000000');
    expect(await screen.findByText('The code is invalid or has expired.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/awaiting-approval');
  });

  it.each([
    ['has been sent', envelope(200, 'Sent.'), '', 'A new validation email has been sent.'],
    [
      'failed',
      envelope(500, null, 'Mail down.'),
      ACTION_FAILED,
      'Failed to resend validation email.',
    ],
  ])('resends the email and says it %s', async (_, answer, title, message) => {
    fetchMock.mockResolvedValue(answer);
    await renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend it' }));
    expect(await screen.findByText('Sending a new validation email...')).toBeInTheDocument();
    const toast = (await screen.findByText(message)).closest('.notistack-MuiContent');
    expect(toast?.textContent).toBe(`${title}${message}`);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/Auth/resend-validation-email');
    expect(init?.method).toBe('POST');
  });
});
