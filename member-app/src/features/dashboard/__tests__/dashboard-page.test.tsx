import { screen, within } from '@testing-library/react';
import { makeUser, renderWithProviders, stubApi, type StubAnswer } from 'test-support';
import { DashboardPage } from '../components/dashboard-page';

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

const open = (inbox: StubAnswer = inboxOf([]), registrations: StubAnswer = noRegistrations) => {
  const api = stubApi({ 'GET /api/Inbox': inbox, 'GET /api/Registration/my': registrations });
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
        registrations: [{ id: 'r-1' }, { id: 'r-2' }],
      },
    });
    const region = await screen.findByRole('region', { name: 'My Event Registrations' });
    expect(region).toHaveTextContent('You have 2 registrations for Spring Convention 2031.');
    expect(within(region).getByRole('link')).toHaveAttribute('href', '/my-registrations');
  });

  it('has no My Event Registrations card without registrations', async () => {
    open();
    expect(await card('My Inbox').findByText('No unread messages')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'My Event Registrations' }),
    ).not.toBeInTheDocument();
  });

  it('says when the dashboard data cannot be loaded', async () => {
    open({ error: 'Database down.', status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });
});
