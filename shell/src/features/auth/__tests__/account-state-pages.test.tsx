import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  createStore,
  selectCurrentUser,
  selectSessionLapsed,
  sessionLapsed,
} from 'shared-api';
import { appRoutes } from '../../../app/router';
import { envelope, makeToken, makeUser, renderRoutes, setViewportWidth } from 'test-support';
import { accountHome } from '../account-home';

// The member area stays loading: these tests look only at where the shell sends the user.
jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.fn(() => new Promise(() => undefined)),
}));
// The account menu lists the entries the member remote's sources declare, as its build publishes them.
jest.mock('../../navigation/remote-nav/read-remote-nav', () => {
  const local: { readLocalRemoteNav: (name: string) => Promise<unknown> } = jest.requireActual(
    '../../../test/local-remotes',
  );
  return { readRemoteNav: local.readLocalRemoteNav, forgetRemoteNav: jest.fn() };
});
jest.setTimeout(20_000);

const pending = makeUser(['REGISTERED']);
const approved = makeUser(['REGISTERED', 'USER']);
const suspended = makeUser(['REGISTERED', 'USER', 'SUSPENDED']);

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1280);
  fetchMock = jest.fn(async () => envelope(404, null, 'Not found.'));
  window.fetch = fetchMock;
});

/** The refresh answers with the account as an administrator left it. */
const answerRefreshWith = (response: () => Response) =>
  fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
    String(input) === '/api/Auth/refresh' ? response() : envelope(404, null, 'Not found.'),
  );

const focusWindow = () =>
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });

describe('where each visitor belongs', () => {
  it.each([
    ['nobody', null, '/login'],
    ['a pending member', pending, '/awaiting-approval'],
    ['an approved member', approved, '/dashboard'],
    ['an administrator', makeUser(['REGISTERED', 'USER', 'ADMIN']), '/dashboard'],
    ['a suspended member', suspended, '/account-suspended'],
  ])('%s: %s', (_who, user, path) => {
    expect(accountHome(user)).toBe(path);
  });
});

describe('the account-state pages show only to the member in that state', () => {
  it.each([
    ['/awaiting-approval', 'an anonymous visitor', null, '/login'],
    ['/awaiting-approval', 'an approved member', approved, '/dashboard'],
    ['/awaiting-approval', 'a suspended member', suspended, '/account-suspended'],
    ['/account-suspended', 'an anonymous visitor', null, '/login'],
    ['/account-suspended', 'an approved member', approved, '/dashboard'],
    ['/account-suspended', 'a pending member', pending, '/awaiting-approval'],
  ])('%s sends %s to %s', async (path, _who, user, target) => {
    const { router } = renderRoutes(appRoutes, path, { user });
    // The pages are chunks of their own: a busy machine takes a while to load one.
    await waitFor(() => expect(router.location.pathname).toBe(target), { timeout: 5000 });
    // The page's own words were never shown to them.
    const own = path === '/awaiting-approval' ? 'Account Pending' : 'Access Denied';
    expect(screen.queryByRole('heading', { name: own })).not.toBeInTheDocument();
  });

  it.each([
    ['/awaiting-approval', pending, 'Account Pending'],
    ['/account-suspended', suspended, 'Access Denied'],
  ])('%s stays for its own member', async (path, user, title) => {
    const { router } = renderRoutes(appRoutes, path, { user });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(router.location.pathname).toBe(path);
  });
});

describe("a member's pages follow what an administrator decides, without logging out", () => {
  it('an approval moves the member from Account Pending to the dashboard', async () => {
    const { router, store } = renderRoutes(appRoutes, '/awaiting-approval', { user: pending });
    await screen.findByRole('heading', { name: 'Account Pending' });
    answerRefreshWith(() => envelope(200, makeToken(approved)));
    focusWindow();
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
    expect(selectCurrentUser(store.getState())?.roles).toEqual(['REGISTERED', 'USER']);
  });

  it('Account Pending also asks every 30 seconds while it is open', async () => {
    jest.useFakeTimers();
    try {
      const { router } = renderRoutes(appRoutes, '/awaiting-approval', { user: pending });
      await screen.findByRole('heading', { name: 'Account Pending' });
      answerRefreshWith(() => envelope(200, makeToken(approved)));
      await act(async () => {
        jest.advanceTimersByTime(30_000);
      });
      await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a refused refresh for a suspended account sends the member to /account-suspended', async () => {
    const { router } = renderRoutes(appRoutes, '/', { user: approved });
    await screen.findByRole('link', { name: 'Register for our Next Event' });
    answerRefreshWith(() => envelope(403, null, ACCOUNT_SUSPENDED_MESSAGE));
    focusWindow();
    await waitFor(() => expect(router.location.pathname).toBe('/account-suspended'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('a reactivation moves the member from Access Denied to the dashboard', async () => {
    const { router } = renderRoutes(appRoutes, '/account-suspended', { user: suspended });
    await screen.findByRole('heading', { name: 'Access Denied' });
    answerRefreshWith(() => envelope(200, makeToken(approved)));
    focusWindow();
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
  });
});

describe('a stored session that expired before the page loaded', () => {
  it('the login page says so, once', async () => {
    const store = createStore();
    store.dispatch(sessionLapsed());
    // A guarded page of the shell (the member area's guard comes with its remote).
    const { router, unmount } = renderRoutes(appRoutes, '/admin/dashboard', {
      store,
      sessionLoading: true,
    });
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(selectSessionLapsed(store.getState())).toBe(false);
    unmount();

    renderRoutes(appRoutes, '/login', { store, sessionLoading: true });
    await screen.findByRole('heading', { name: 'Member Login' });
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });

  it('says nothing on a plain visit to the login page', async () => {
    renderRoutes(appRoutes, '/login');
    await screen.findByRole('heading', { name: 'Member Login' });
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });
});

describe('Contact for a member awaiting approval', () => {
  it("the account menu's Contact Us leads to the public contact page, which they may open", async () => {
    const { router } = renderRoutes(appRoutes, '/awaiting-approval', { user: pending });
    await screen.findByRole('heading', { name: 'Account Pending' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hi, Ann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contact Us' }));
    await waitFor(() => expect(router.location.pathname).toBe('/contact'));
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Contact Us (members)' })).toBeNull();
    expect(main.getByRole('link', { name: 'Our social group' })).toBeInTheDocument();
  });

  it('an approved member keeps the member area’s Contact Us', async () => {
    renderRoutes(appRoutes, '/contact', { user: approved });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Contact Us (members)' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});
