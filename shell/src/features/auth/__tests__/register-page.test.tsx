import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/router';
import { envelope, renderRoutes, makeUser } from 'test-support';

jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../../test/local-remotes').loadLocalRemoteRoutes,
}));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

jest.setTimeout(20_000);

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock;
});

const maxYear = new Date().getFullYear() - 10;

const VALID = {
  'First Name': 'Ann',
  'Last Name': 'Peeters',
  Email: 'ann@example.com',
  Password: 'Secret#123',
  'Confirm Password': 'Secret#123',
};

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const fill = async (values: Record<string, string>) => {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(input(label));
    // Pasted, not typed key by key: the form is long and the machine may be busy.
    if (value) await user.paste(value);
  }
};

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));

const renderPage = async () => {
  const rendered = renderRoutes(appRoutes, '/register');
  await screen.findByRole('heading', { name: 'Create an Account' });
  return rendered;
};

describe('RegisterPage', () => {
  it('has every field, two password toggles and a link back to login', async () => {
    await renderPage();
    for (const label of [...Object.keys(VALID), 'Year of Birth', 'Nationality']) {
      expect(input(label)).toBeInTheDocument();
    }
    expect(input('Password')).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(input('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('states the password rules before a password is typed', async () => {
    await renderPage();
    expect(input('Password')).toHaveAccessibleDescription(
      'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character.',
    );
  });

  it('says what each empty required field needs', async () => {
    await renderPage();
    await submit();
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Email is required.',
      'Password is required.',
      'Please confirm your password.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Email', 'not-an-email', 'Email address is invalid.'],
    ['Password', 'Ab#1', 'Password must be at least 8 characters long.'],
    ['Password', 'secret#123', 'Password needs an uppercase letter.'],
    ['Password', 'SECRET#123', 'Password needs a lowercase letter.'],
    ['Password', 'Secret#abc', 'Password needs a digit.'],
    ['Password', 'Secret1234', 'Password needs a special character.'],
    ['Confirm Password', 'Other#123', 'Passwords do not match.'],
    ['Year of Birth', '1899', `Year must be between 1900 and ${maxYear}.`],
    ['Year of Birth', String(maxYear + 1), `Year must be between 1900 and ${maxYear}.`],
    ['Nationality', 'x'.repeat(101), 'Nationality cannot exceed 100 characters.'],
  ])('%s "%s" gives "%s"', async (label, value, message) => {
    await renderPage();
    await fill({ ...VALID, [label]: value });
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears an error when its field is edited, and only that one', async () => {
    await renderPage();
    await submit();
    await screen.findByText('First Name is required.');
    await userEvent.setup().type(input('First Name'), 'A');
    expect(screen.queryByText('First Name is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();
  });

  it('sends the sign-up payload and says to check the email', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'Registration successful. Check your email.'));
    const { router } = await renderPage();
    await fill({ ...VALID, 'Year of Birth': '1990', Nationality: ' Belgian ' });
    await submit();
    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeInTheDocument();
    expect(
      await screen.findByText('Registration successful. Check your email.'),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/Auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ann',
      lastName: 'Peeters',
      email: 'ann@example.com',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      yearOfBirth: 1990,
      nationality: 'Belgian',
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Proceed to Login' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it("sends null for the optional fields left blank and toasts 'Registration successful!'", async () => {
    fetchMock.mockResolvedValue(envelope(200, ''));
    await renderPage();
    await fill(VALID);
    await submit();
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ yearOfBirth: null, nationality: null });
  });

  it('shows each part of a server error on its own line', async () => {
    fetchMock.mockResolvedValue(
      envelope(400, null, 'Email address is invalid.; Password needs a digit.'),
    );
    await renderPage();
    await fill(VALID);
    await submit();
    const alert = await screen.findByRole('alert');
    const lines = [...alert.querySelectorAll('span')].map((line) => line.textContent);
    expect(lines).toEqual(['Email address is invalid.', 'Password needs a digit.']);
    expect(screen.queryByRole('heading', { name: 'Check Your Email!' })).not.toBeInTheDocument();
  });

  it('says when to try again after too many sign-ups from one network', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          result: 1,
          errorMessage: 'Too many requests. Please try again later.',
          data: null,
        }),
        { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '1500' } },
      ),
    );
    await renderPage();
    await fill(VALID);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later. You can try again in 25 minutes.',
    );
  });

  it('sends a signed-in user on to /dashboard', async () => {
    const { router } = await act(async () =>
      renderRoutes(appRoutes, '/register', { user: makeUser(['USER']) }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
  });
});
