import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentUser } from 'shared-api';
import { makeUser, renderWithProviders } from 'test-support';
import { ageFromYearOfBirth } from '../age';
import { LogOutEverywhere } from '../components/log-out-everywhere';
import { ProfilePage } from '../components/profile-page';

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ProfilePage', () => {
  it('shows name, email, age and nationality', () => {
    const thisYear = new Date().getFullYear();
    renderWithProviders(<ProfilePage />, {
      user: makeUser(['USER'], { yearOfBirth: thisYear - 36 }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(valueOf('Name')).toBe('Ann Peeters');
    expect(valueOf('Email')).toBe('ann@example.com');
    expect(valueOf('Age')).toBe('36');
    expect(valueOf('Nationality')).toBe('Belgian');
    expect(screen.getByRole('button', { name: 'Log out everywhere' })).toBeInTheDocument();
  });

  it("shows '-' for an unknown year of birth and nationality", () => {
    renderWithProviders(<ProfilePage />, {
      user: makeUser(['USER'], { yearOfBirth: null, nationality: null }),
    });
    expect(valueOf('Age')).toBe('-');
    expect(valueOf('Nationality')).toBe('-');
  });
});

describe('Log out everywhere', () => {
  const answer = (status: number, data: unknown, errorMessage: string | null = null) =>
    new Response(JSON.stringify({ result: errorMessage ? 1 : 0, errorMessage, data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  // The button alone: the rest of the profile page asks the server for other things.
  const openDialog = async () => {
    const rendered = renderWithProviders(<LogOutEverywhere />, { user: makeUser(['USER']) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out everywhere' }));
    return { ...rendered, dialog: within(await screen.findByRole('dialog')) };
  };

  afterEach(() => jest.restoreAllMocks());

  it('asks for confirmation, then revokes every token and signs this browser out', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, 'You have been logged out on every device.'));
    const { store, dialog } = await openDialog();
    expect(dialog.getByText(/Every device and browser signed in/)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await userEvent.setup().click(dialog.getByRole('button', { name: 'Log out everywhere' }));

    await waitFor(() => expect(selectCurrentUser(store.getState())).toBeNull());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/Auth/logout-everywhere');
    expect(init?.method).toBe('POST');
    expect(await screen.findByText('You have been logged out on every device.')).toBeVisible();
  });

  it('changes nothing when cancelled', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { store, dialog } = await openDialog();
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(selectCurrentUser(store.getState())).not.toBeNull();
  });

  it('keeps the session and says so when the server refuses', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(500, null, 'An unexpected error occurred.'));
    const { store, dialog } = await openDialog();
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeVisible();
    expect(selectCurrentUser(store.getState())).not.toBeNull();
  });
});

describe('ageFromYearOfBirth', () => {
  it('is the current year minus the year of birth', () => {
    expect(ageFromYearOfBirth(1990, new Date('2026-01-01T12:00:00'))).toBe('36');
    expect(ageFromYearOfBirth(null)).toBe('-');
  });
});
