import { act, screen, waitFor } from '@testing-library/react';
import { fireInboxOpened, loggedIn, loggedOut, type InboxItem } from 'shared-api';
import { RootLayout } from '../../../app/root-layout';
import { envelope, renderRoutes, makeToken, makeUser, setViewportWidth } from 'test-support';
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument();
  });

  it('does not fetch again in the same browser session: the remembered flag is enough', async () => {
    sessionStorage.setItem(UNREAD_FETCHED_KEY, 'true');
    localStorage.setItem(HAS_UNREAD_KEY, 'true');
    const fetchMock = mockInbox([]);
    renderLayout();
    expect(await screen.findByRole('link', { name: ENVELOPE })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes out when the inbox is opened', async () => {
    mockInbox([item(false)]);
    renderLayout();
    await screen.findByRole('link', { name: ENVELOPE });
    act(() => fireInboxOpened());
    expect(screen.queryByRole('link', { name: ENVELOPE })).not.toBeInTheDocument();
    expect(localStorage.getItem(HAS_UNREAD_KEY)).toBe('false');
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
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('is not checked for a member awaiting approval', async () => {
    const fetchMock = mockInbox([item(false)]);
    renderLayout(makeUser(['REGISTERED']));
    await screen.findByText('Page');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sits in the app bar on a narrow screen too', async () => {
    setViewportWidth(390);
    mockInbox([item(false)]);
    renderLayout();
    expect(await screen.findByRole('link', { name: ENVELOPE })).toBeInTheDocument();
  });
});
