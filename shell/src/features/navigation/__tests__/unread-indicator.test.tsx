import { act, screen, waitFor } from '@testing-library/react';
import { fireInboxOpened, loggedIn, loggedOut, type InboxItem } from 'shared-api';
import { RootLayout } from '../../../app/root-layout';
import { envelope, renderRoutes, makeToken, makeUser, setViewportWidth } from 'test-support';
import { setupListeners } from '@reduxjs/toolkit/query';
import { UNREAD_POLL_INTERVAL_MS } from '../hooks/use-unread-watcher';
import { HAS_UNREAD_KEY, UNREAD_FETCHED_KEY } from '../unread/unread-flags';

const ENVELOPE = /unread messages/i;

const item = (isRead: boolean): InboxItem => ({
  message: {
    noteId: `n-${String(isRead)}`,
    title: 'Hello',
    body: '<p>Hi</p>',
    from: { id: 'a', firstName: 'Site', lastName: 'Admin' },
    fromId: 'a',
    recipients: [],
    registrationId: null,
    tags: null,
    createDate: '2031-01-01T10:00:00.000Z',
  },
  isRead,
  replies: [],
  lastActivityDate: '2031-01-01T10:00:00.000Z',
});

const page = (items: InboxItem[]) => ({
  items,
  totalCount: items.length,
  totalPages: 1,
  pageSize: 25,
  pageNumber: 1,
});

const mockInbox = (items: InboxItem[]) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => envelope(200, page(items)));

/**
 * The inbox checks among the calls (a focus also refreshes the session, and a sign-in reads the
 * account's language).
 */
const inboxChecks = (fetchMock: jest.SpyInstance) =>
  fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/Inbox',
  ).length;

const renderLayout = (user = makeUser(['USER'])) =>
  renderRoutes(
    [{ element: <RootLayout />, children: [{ path: '*', element: <p>Page</p> }] }],
    '/dashboard',
    { user },
  );

beforeEach(() => {
  setViewportWidth(1280);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('the unread-message envelope', () => {
  it('fetches the first 25 messages once after login and pulses when one is unread', async () => {
    const fetchMock = mockInbox([item(true), item(false)]);
    renderLayout();
    expect(await screen.findByRole('link', { name: ENVELOPE })).toHaveAttribute('href', '/inbox');
    expect(inboxChecks(fetchMock)).toBe(1);
    const url = new URL(
      String(fetchMock.mock.calls.find(([input]) => String(input).includes('/api/Inbox'))?.[0]),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/Inbox');
    expect(url.searchParams.get('pageNumber')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('25');
    expect(localStorage.getItem(HAS_UNREAD_KEY)).toBe('true');
    expect(sessionStorage.getItem(UNREAD_FETCHED_KEY)).toBe('true');
  });

  it('stays hidden when everything is read', async () => {
    const fetchMock = mockInbox([item(true)]);
    renderLayout();
    await waitFor(() => expect(sessionStorage.getItem(UNREAD_FETCHED_KEY)).toBe('true'));
    expect(inboxChecks(fetchMock)).toBe(1);
    expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument();
  });

  it('shows the remembered flag at once, then follows the check', async () => {
    sessionStorage.setItem(UNREAD_FETCHED_KEY, 'true');
    localStorage.setItem(HAS_UNREAD_KEY, 'true');
    const fetchMock = mockInbox([]);
    renderLayout();
    expect(screen.getByRole('link', { name: ENVELOPE })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument(),
    );
    expect(inboxChecks(fetchMock)).toBe(1);
  });

  it('asks again every 30 seconds: a message that arrives later shows', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockInbox([item(true)]);
      renderLayout();
      // The first answer is in: the next check is due 30 s from now.
      await waitFor(() => expect(sessionStorage.getItem(UNREAD_FETCHED_KEY)).toBe('true'));
      expect(inboxChecks(fetchMock)).toBe(1);
      fetchMock.mockImplementation(async () => envelope(200, page([item(true), item(false)])));
      await act(async () => {
        jest.advanceTimersByTime(UNREAD_POLL_INTERVAL_MS - 10_000);
      });
      expect(inboxChecks(fetchMock)).toBe(1);
      expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(11_000);
      });
      expect(await screen.findByRole('link', { name: ENVELOPE })).toBeInTheDocument();
      expect(inboxChecks(fetchMock)).toBe(2);
    } finally {
      jest.useRealTimers();
    }
    expect(UNREAD_POLL_INTERVAL_MS).toBeLessThanOrEqual(60_000);
  });

  it('asks again when the window gets the focus back', async () => {
    const fetchMock = mockInbox([item(true)]);
    const { store } = renderLayout();
    const unsubscribe = setupListeners(store.dispatch);
    try {
      await waitFor(() => expect(inboxChecks(fetchMock)).toBe(1));
      fetchMock.mockImplementation(async () => envelope(200, page([item(false)])));
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(await screen.findByRole('link', { name: ENVELOPE })).toBeInTheDocument();
      expect(inboxChecks(fetchMock)).toBe(2);
    } finally {
      unsubscribe();
    }
  });

  it('goes out when the inbox is opened, and comes back only for something new', async () => {
    const fetchMock = mockInbox([item(false)]);
    const { store } = renderLayout();
    const unsubscribe = setupListeners(store.dispatch);
    try {
      await screen.findByRole('link', { name: ENVELOPE });
      act(() => fireInboxOpened());
      expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument();
      expect(localStorage.getItem(HAS_UNREAD_KEY)).toBe('false');
      // The inbox is asked again at once; the same unread message was seen there.
      await waitFor(() => expect(inboxChecks(fetchMock)).toBe(2));
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await waitFor(() => expect(inboxChecks(fetchMock)).toBe(3));
      expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument();

      // A new message (or a new reply: a later activity) shows it again.
      const reply = { ...item(false), lastActivityDate: '2031-01-02T10:00:00.000Z' };
      fetchMock.mockImplementation(async () => envelope(200, page([reply])));
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(await screen.findByRole('link', { name: ENVELOPE })).toBeInTheDocument();
    } finally {
      unsubscribe();
    }
  });

  it('is forgotten on logout and checked afresh for the next user', async () => {
    const fetchMock = mockInbox([item(false)]);
    const { store } = renderLayout();
    await screen.findByRole('link', { name: ENVELOPE });
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument();
    expect(localStorage.getItem(HAS_UNREAD_KEY)).toBeNull();
    expect(sessionStorage.getItem(UNREAD_FETCHED_KEY)).toBeNull();

    fetchMock.mockImplementation(async () => envelope(200, page([item(true)])));
    const bob = makeUser(['USER'], { id: 'u-2', firstName: 'Bob' });
    act(() => {
      store.dispatch(loggedIn({ token: makeToken(bob), user: bob }));
    });
    await waitFor(() => expect(sessionStorage.getItem(UNREAD_FETCHED_KEY)).toBe('true'));
    expect(inboxChecks(fetchMock)).toBe(2);
    expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument();
  });

  it('is cleared when another user takes over the session', async () => {
    const fetchMock = mockInbox([item(false)]);
    const { store } = renderLayout();
    await screen.findByRole('link', { name: ENVELOPE });
    fetchMock.mockImplementation(async () => envelope(200, page([])));
    const bob = makeUser(['USER'], { id: 'u-2', firstName: 'Bob' });
    act(() => {
      store.dispatch(loggedIn({ token: makeToken(bob), user: bob }));
    });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(inboxChecks(fetchMock)).toBe(2));
  });

  it('is not checked for a member awaiting approval', async () => {
    const fetchMock = mockInbox([item(false)]);
    renderLayout(makeUser(['REGISTERED']));
    await screen.findByText('Page');
    expect(inboxChecks(fetchMock)).toBe(0);
  });

  it('sits in the app bar on a narrow screen too', async () => {
    setViewportWidth(390);
    mockInbox([item(false)]);
    renderLayout();
    expect(await screen.findByRole('link', { name: ENVELOPE })).toBeInTheDocument();
  });
});
