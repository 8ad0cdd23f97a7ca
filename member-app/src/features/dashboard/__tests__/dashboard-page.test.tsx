import { screen, waitFor, within } from '@testing-library/react';
import {
  callsOf,
  makeUser,
  renderWithProviders,
  stubApi,
  type StubAnswer,
  inTimeZone,
} from 'test-support';
import { DashboardPage } from '../components/dashboard-page';

// A browser in Brussels: the club's times alone, without the reader's own beside them.
inTimeZone('Europe/Brussels');

let restore = () => undefined as void;
afterEach(() => restore());

const message = (title: string, isRead: boolean) => ({
  message: { noteId: title, title },
  isRead,
  replies: [],
});

const inboxOf = (items: unknown[]): StubAnswer => ({
  data: { items, totalCount: items.length, totalPages: 1, pageSize: 25, pageNumber: 1 },
});

const noRegistrations: StubAnswer = {
  data: {
    isActiveConventionFound: true,
    activeConvention: { id: 7, name: 'Spring Convention 2031', featuredGames: [] },
    isRegistrationsFound: false,
    registrations: [],
  },
};

const convention = {
  id: 7,
  name: 'Spring Convention 2031',
  startDate: '2031-05-30T00:00:00.000Z',
  endDate: '2031-06-02T00:00:00.000Z',
  season: 'SPRING',
  isActive: true,
  capacity: null,
  registeredAttendees: 0,
  waitingAttendees: 0,
  sessions: [],
};

const noTables: StubAnswer = {
  data: { conventionName: null, publishedAt: null, attendees: [] },
};

const open = (
  inbox: StubAnswer = inboxOf([]),
  registrations: StubAnswer = noRegistrations,
  tables: StubAnswer = noTables,
) => {
  const api = stubApi({
    'GET /api/Inbox': inbox,
    'GET /api/Registration/my': registrations,
    'GET /api/Planner/my': tables,
  });
  restore = api.restore;
  renderWithProviders(<DashboardPage />, { user: makeUser(['USER']) });
  return api;
};

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('DashboardPage', () => {
  it('welcomes the user by first name', () => {
    open();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Ann' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['My Inbox', '/inbox'],
    ['Contact Us', '/contact-us'],
  ])('has a %s card leading to %s', (title, to) => {
    open();
    expect(card(title).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(card(title).getByRole('link')).toHaveAttribute('href', to);
  });

  it.each([
    [[], 'No unread messages'],
    [[message('Hello', false), message('Old', true)], '1 unread message'],
    [[message('A', false), message('B', false), message('C', false)], '3 unread messages'],
  ])('words the unread count of %j as %s', async (items, text) => {
    open(inboxOf(items));
    expect(await card('My Inbox').findByText(text)).toBeInTheDocument();
  });

  it("shows the New Invoice alert only for an unread 'Registration Invoice' message", async () => {
    open(inboxOf([message('Registration Invoice - Spring 2031', false)]));
    expect(await screen.findByRole('region', { name: 'New Invoice' })).toBeInTheDocument();
    expect(card('New Invoice').getByRole('link')).toHaveAttribute('href', '/inbox');
  });

  it('has no New Invoice alert once the invoice is read', async () => {
    open(inboxOf([message('Registration Invoice - Spring 2031', true)]));
    expect(await card('My Inbox').findByText('No unread messages')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New Invoice' })).not.toBeInTheDocument();
  });

  it('shows My Event Registrations only when the member has registrations', async () => {
    open(inboxOf([]), {
      data: {
        isActiveConventionFound: true,
        activeConvention: { id: 7, name: 'Spring Convention 2031', featuredGames: [] },
        isRegistrationsFound: true,
        registrations: [
          { id: 'r-1', status: 'registered' },
          { id: 'r-2', status: 'waiting' },
          { id: 'r-3', status: 'cancelled' },
        ],
      },
    });
    const region = await screen.findByRole('region', { name: 'My Event Registrations' });
    expect(region).toHaveTextContent('You have 2 registrations for Spring Convention 2031.');
    expect(within(region).getByRole('link')).toHaveAttribute('href', '/my-registrations');
  });

  it('counts no cancelled registration and shows no New Invoice once all are cancelled', async () => {
    open(inboxOf([message('Registration Invoice - Spring 2031', false)]), {
      data: {
        isActiveConventionFound: true,
        activeConvention: { id: 7, name: 'Spring Convention 2031', featuredGames: [] },
        isRegistrationsFound: true,
        registrations: [{ id: 'r-1', status: 'cancelled' }],
      },
    });
    expect(await card('My Inbox').findByText('1 unread message')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'My Event Registrations' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New Invoice' })).not.toBeInTheDocument();
  });

  it.each([
    ['offered when registration is open and the member is not registered', true, false, true],
    ['not offered once registered', true, true, false],
    ['not offered while registration is closed', false, false, false],
  ])(
    'offers "Register for" the active convention: %s',
    async (_case, registrationOpen, isRegistered, offered) => {
      const api = stubApi({
        'GET /api/Inbox': inboxOf([]),
        'GET /api/Registration/my': noRegistrations,
        'GET /api/Planner/my': noTables,
        'GET /api/Convention/active': { data: { ...convention, registrationOpen } },
        'GET /api/Registration/status': { data: { isRegistered, waitingPosition: null } },
      });
      restore = api.restore;
      renderWithProviders(<DashboardPage />, { user: makeUser(['USER']) });
      const action = { name: 'Register for Spring Convention 2031' };
      if (offered) {
        expect(await screen.findByRole('link', action)).toHaveAttribute('href', '/register-event');
        return;
      }
      await waitFor(() =>
        expect(callsOf(api)).toEqual(
          expect.arrayContaining(['GET /api/Convention/active', 'GET /api/Registration/status']),
        ),
      );
      expect(await screen.findByText('No unread messages')).toBeInTheDocument();
      expect(screen.queryByRole('link', action)).toBeNull();
    },
  );

  it('has no My Event Registrations card without registrations', async () => {
    open();
    expect(await card('My Inbox').findByText('No unread messages')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'My Event Registrations' }),
    ).not.toBeInTheDocument();
  });

  it('shows the published tables of the member and of whom they registered', async () => {
    const table = (gameTitle: string, teacher: string | null, copyOwner: string | null) => ({
      sessionNames: ['Saturday Day'],
      startDateTime: '2031-05-31T10:00:00Z',
      gameTitle,
      tableNumber: 2,
      tableMates: ['Carol Tester'],
      teacher,
      copyOwner,
    });
    open(inboxOf([]), noRegistrations, {
      data: {
        conventionName: 'Spring Convention 2031',
        publishedAt: '2031-05-20T10:00:00Z',
        attendees: [
          {
            registrationId: 'r1',
            attendeeName: 'Ann Tester',
            tables: [table('1830', null, 'you')],
            sessionsWithoutTable: [],
          },
          {
            registrationId: 'r2',
            attendeeName: 'Kid Tester',
            tables: [table('1889', 'Gina Tester', 'Bob Tester')],
            sessionsWithoutTable: [],
          },
        ],
      },
    });
    const tables = within(await screen.findByRole('region', { name: 'My Tables' }));
    expect(tables.getByRole('heading', { name: 'Ann Tester' })).toBeInTheDocument();
    expect(tables.getByRole('heading', { name: 'Kid Tester' })).toBeInTheDocument();
    expect(tables.getByText('1830 · Table 2')).toBeInTheDocument();
    expect(tables.getByText('You bring the copy')).toBeInTheDocument();
    expect(tables.getByText('1889 · Table 2')).toBeInTheDocument();
    expect(tables.getByText('Taught by Gina Tester')).toBeInTheDocument();
    expect(tables.getByText('Copy brought by Bob Tester')).toBeInTheDocument();
    expect(tables.getAllByText('Saturday Day · 31/05/2031, 10:00 (Brussels time)')).toHaveLength(2);
  });

  it('has no My Tables section before the plan is published', async () => {
    const api = open();
    expect(await card('My Inbox').findByText('No unread messages')).toBeInTheDocument();
    expect(callsOf(api)).toContain('GET /api/Planner/my');
    expect(screen.queryByRole('region', { name: 'My Tables' })).not.toBeInTheDocument();
  });

  it('says when the dashboard data cannot be loaded', async () => {
    open({ error: 'Database down.', status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });
});
