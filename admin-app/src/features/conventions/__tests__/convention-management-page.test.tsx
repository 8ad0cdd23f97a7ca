import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callsOf,
  envelope,
  stubApi,
  makeUser,
  renderWithProviders,
  setViewportWidth,
  type StubAnswers,
  type StubbedApi,
} from 'test-support';
import { ConventionManagementPage } from '../components/convention-management-page';
import { makeConvention, makeSession } from './convention-fixtures';

const LIST = 'GET /api/Convention';
const game1830 = {
  id: 'g-1830',
  gameName: '1830',
  description: 'Robber barons',
  isActive: true,
  gameId: null,
};
const game1846 = {
  id: 'g-1846',
  gameName: '1846',
  description: 'The Midwest',
  isActive: true,
  gameId: null,
};

const upcoming = makeConvention({
  id: 7,
  name: 'Winter 2099',
  registrationOpen: true,
  featuredGames: [game1830],
  sessions: [
    makeSession({
      id: 2,
      name: 'Saturday Day',
      startDateTime: '2099-11-28T10:00:00.000Z',
      registeredCount: 31,
    }),
    makeSession({ id: 1, registeredCount: 4 }),
  ],
});
const past = makeConvention({
  id: 3,
  name: 'Spring 2020',
  season: 'SPRING',
  startDate: '2020-05-29T00:00:00.000Z',
  endDate: '2020-06-01T00:00:00.000Z',
  isActive: true,
});

const api = (overrides: StubAnswers = {}) =>
  stubApi({ [LIST]: () => envelope(200, [past, upcoming]), ...overrides });

const renderPage = async () => {
  renderWithProviders(<ConventionManagementPage />, { user: makeUser(['ADMIN']) });
  await screen.findByRole('heading', { level: 1, name: 'Convention Management' });
};

const table = (name: string) => screen.getByRole('table', { name });
const bodyOf = (fetchMock: StubbedApi, call: string) =>
  fetchMock.calls.find(({ method, path }) => `${method} ${path}` === call)?.body;

beforeEach(() => setViewportWidth(1280));

describe('ConventionManagementPage', () => {
  it('splits upcoming and past conventions with their badges, dates and locked controls', async () => {
    api();
    await renderPage();
    const upcomingTable = within(table('Upcoming & Active Conventions'));
    expect(upcomingTable.getByText('Winter 2099')).toBeInTheDocument();
    expect(upcomingTable.getByText('(winter)')).toBeInTheDocument();
    expect(upcomingTable.getByText('Reg. Open')).toBeInTheDocument();
    expect(upcomingTable.getByText('27/11/2099 - 29/11/2099')).toBeInTheDocument();
    expect(upcomingTable.getByRole('button', { name: 'Edit Winter 2099' })).toBeEnabled();

    const pastTable = within(table('Past Conventions'));
    expect(pastTable.getByText('(spring)')).toBeInTheDocument();
    expect(pastTable.getByText('Past')).toBeInTheDocument();
    expect(pastTable.getByText('Still Active')).toBeInTheDocument();
    expect(pastTable.getByRole('button', { name: 'Edit Spring 2020' })).toBeDisabled();
    expect(pastTable.getByRole('button', { name: 'Set Inactive: Spring 2020' })).toBeDisabled();
    expect(
      pastTable.getByRole('switch', { name: 'Registration open for Spring 2020' }),
    ).toBeDisabled();
  });

  it.each([1280, 390])(
    'shows each convention’s places: taken of the capacity, full or over it, and those waiting (%i px)',
    async (width) => {
      setViewportWidth(width);
      stubApi({
        [LIST]: () =>
          envelope(200, [
            { ...upcoming, capacity: 7, registeredAttendees: 7, waitingAttendees: 3 },
            { ...past, isActive: false, capacity: 7, registeredAttendees: 8 },
          ]),
      });
      await renderPage();
      expect(screen.getByText(/7 \/ 7, full, 3 waiting/)).toBeInTheDocument();
      expect(screen.getByText(/8 \/ 7, over capacity by 1/)).toBeInTheDocument();
    },
  );

  it('shows the empty texts', async () => {
    stubApi({ [LIST]: () => envelope(200, []) });
    await renderPage();
    expect(screen.getByText('No upcoming conventions found.')).toBeInTheDocument();
    expect(screen.getByText('No past conventions found.')).toBeInTheDocument();
  });

  it('expands a row to its sessions by start with how many are registered, and its featured games; past rows offer no changes', async () => {
    api();
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Winter 2099' }));
    const sessions = within(await screen.findByRole('table', { name: 'Sessions' }));
    expect(sessions.getByRole('columnheader', { name: 'Registered' })).toBeInTheDocument();
    expect(
      sessions
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Friday Evening27/11/2099, 19:0028/11/2099, 01:004Remove',
      'Saturday Day28/11/2099, 10:0028/11/2099, 01:0031Remove',
    ]);
    expect(screen.getByRole('button', { name: 'Add Session' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove 1830' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Featured Game' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show details of Spring 2020' }));
    expect(await screen.findByText('No sessions found.')).toBeInTheDocument();
    expect(screen.getByText('No featured games linked to this convention.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Featured Game' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Add Session' })).toHaveLength(1);
  });

  it('removes a session once the organiser agreed how many registrations include it', async () => {
    const fetchMock = api({
      'DELETE /api/Convention/7/sessions/2': () => envelope(200, upcoming),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Winter 2099' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Saturday Day' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Saturday Day?' }));
    expect(
      dialog.getByText(
        '31 registrations include this session: remove it from them? They keep their other sessions, and their invoices are issued again.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Session' }));
    expect(await screen.findByText('Saturday Day removed.')).toBeInTheDocument();
    const call = fetchMock.calls.find((c) => c.method === 'DELETE');
    expect(call?.query).toEqual({ registrations: '31' });
  });

  it('sets a convention active after a confirmation naming the live one it deactivates', async () => {
    const fetchMock = api({ 'PUT /api/Convention': () => envelope(200, upcoming) });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Set Active: Winter 2099' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to set as active "Winter 2099"? "Spring 2020" is active now and will be deactivated.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set Active' }));
    expect(await screen.findByText('"Winter 2099" is now active.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/Convention')).toEqual({
      conventionId: 7,
      name: 'Winter 2099',
      isActive: true,
    });
  });

  it('asks only about the convention itself when none is live', async () => {
    stubApi({ [LIST]: () => envelope(200, [{ ...past, isActive: false }, upcoming]) });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Set Active: Winter 2099' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to set as active "Winter 2099"?');
    expect(dialog).not.toHaveTextContent('deactivated');
  });

  it('toggles registration with its toast, and reports a refused action', async () => {
    const fetchMock = api({
      'PUT /api/Convention/7/registration-status': () => envelope(200, upcoming),
    });
    await renderPage();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Registration open for Winter 2099' }),
    );
    expect(
      await screen.findByText('Registration for "Winter 2099" is now CLOSED.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/Convention/7/registration-status')).toEqual({
      isOpen: false,
    });

    api({
      'PUT /api/Convention/7/registration-status': () =>
        envelope(409, null, 'This convention is past.'),
    });
    await userEvent.click(
      screen.getByRole('switch', { name: 'Registration open for Winter 2099' }),
    );
    expect(await screen.findByText('Action Failed')).toBeInTheDocument();
    expect(screen.getByText('This convention is past.')).toBeInTheDocument();
  });

  it('links only games not yet linked, and says when none remain', async () => {
    const fetchMock = api({
      'GET /api/FeaturedGames': () => envelope(200, [game1830, game1846]),
      'POST /api/Convention/7/featured-games/g-1846': () => envelope(200, upcoming),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Winter 2099' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Featured Game' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('button', { name: 'Add 1846' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Add 1830' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Add 1846' }));
    expect(await screen.findByText('Featured game added.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('POST /api/Convention/7/featured-games/g-1846');
  });

  it('says when every featured game is already linked', async () => {
    api({ 'GET /api/FeaturedGames': () => envelope(200, [game1830]) });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Winter 2099' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Featured Game' }));
    expect(
      await screen.findByText('All available featured games have already been added.'),
    ).toBeInTheDocument();
  });

  it('removes a featured game after confirmation', async () => {
    const fetchMock = api({
      'DELETE /api/Convention/7/featured-games/g-1830': () => envelope(200, upcoming),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Winter 2099' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 1830' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove "1830" from this convention?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Featured game removed.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('DELETE /api/Convention/7/featured-games/g-1830');
  });

  it('shows a load failure as a danger alert and an Error toast', async () => {
    stubApi({ [LIST]: () => envelope(500, null, 'Database unavailable.') });
    await renderPage();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [pageAlert, toast] = screen.getAllByRole('alert');
    expect(pageAlert).toHaveTextContent('Database unavailable.');
    expect(toast).toHaveTextContent('ErrorDatabase unavailable.');
  });
});
