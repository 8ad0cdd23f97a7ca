import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-ui';
import { appRoutes } from '../../../app/router';
import { envelope, renderRoutes, makeUser } from 'test-support';

// A reader who came in Dutch stays on the Dutch addresses where a form sends them on.
jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.fn(() => new Promise(() => undefined)),
}));
jest.setTimeout(20_000);

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(async () => {
  fetchMock.mockReset();
  window.fetch = fetchMock;
  await act(() => showLanguage('nl'));
});

afterEach(async () => {
  await act(() => showLanguage('en'));
});

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

const enter = async (values: Record<string, string>) => {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(input(label));
    await user.paste(value);
  }
};
const press = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }));

describe('on /nl/ pages', () => {
  it('leads from a sign-up to the Dutch login page', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'Registration successful. Check your email.'));
    const { router } = renderRoutes(appRoutes, '/nl/register');
    await screen.findByRole('heading', { name: 'Maak een account' });
    await enter({
      Voornaam: 'Ann',
      Achternaam: 'Peeters',
      'E-mail': 'ann@example.com',
      Wachtwoord: 'Secret#123',
      'Wachtwoord bevestigen': 'Secret#123',
    });
    await press('Account maken');
    expect(await screen.findByRole('heading', { name: 'Kijk in je mailbox!' })).toBeVisible();
    const login = screen.getByRole('link', { name: 'Verder naar aanmelden' });
    expect(login).toHaveAttribute('href', '/nl/login');
    await userEvent.setup().click(login);
    await waitFor(() => expect(router.location.pathname).toBe('/nl/login'));
  });

  it('leads from a password reset to the Dutch login page', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, 'Sent.'));
    const { router } = renderRoutes(appRoutes, '/nl/password-reset');
    await screen.findByRole('button', { name: 'Resetcode versturen' });
    await enter({ 'E-mail': 'ann@example.com' });
    await press('Resetcode versturen');
    fetchMock.mockResolvedValueOnce(envelope(200, 'Password reset.'));
    await enter({
      Resetcode: '123456',
      'Nieuw wachtwoord': 'Secret#123',
      'Nieuw wachtwoord bevestigen': 'Secret#123',
    });
    await press('Nieuw wachtwoord instellen');
    await waitFor(() => expect(router.location.pathname).toBe('/nl/login'));
  });

  it('leads from an email validation to the Dutch login page', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'Email validated.'));
    const { router } = renderRoutes(appRoutes, '/nl/awaiting-approval', {
      user: makeUser(['REGISTERED'], { isEmailValidated: false }),
    });
    await screen.findByRole('heading', { name: 'Account in afwachting' });
    await enter({ Validatiecode: '123456' });
    await press('Bevestigen');
    await waitFor(() => expect(router.location.pathname).toBe('/nl/login'));
  });

  it('sends a member whose account is approved from the Dutch Account Pending page on', async () => {
    const { router } = renderRoutes(appRoutes, '/nl/awaiting-approval', {
      user: makeUser(['REGISTERED', 'USER']),
    });
    // The dashboard has one address in every language.
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
  });

  it('sends a suspended member to the Dutch Account Suspended page', async () => {
    const { router } = renderRoutes(appRoutes, '/nl/awaiting-approval', {
      user: makeUser(['REGISTERED', 'SUSPENDED']),
    });
    await waitFor(() => expect(router.location.pathname).toBe('/nl/account-suspended'));
  });
});
