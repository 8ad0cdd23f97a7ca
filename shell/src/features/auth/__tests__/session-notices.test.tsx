import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_EXPIRED_EVENT, restoreSession, selectCurrentUser, sessionEnded } from 'shared-api';
import { appRoutes } from '../../../app/router';
import { renderRoutes, makeUser } from 'test-support';

jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../../test/local-remotes').loadLocalRemoteRoutes,
}));

beforeEach(() => localStorage.clear());

const signedInOnDashboard = async () => {
  // Awaited: the dashboard comes from the member remote, which suspends while it loads.
  const rendered = await act(async () =>
    renderRoutes(appRoutes, '/dashboard', { user: makeUser(['USER']) }),
  );
  await screen.findByRole('heading', { name: 'Welcome back, Ann' });
  return rendered;
};

describe('session notices', () => {
  it('on expiry warns, signs out and goes home', async () => {
    const { store, router } = await signedInOnDashboard();
    act(() => {
      store.dispatch(sessionEnded('expired'));
    });
    expect(await screen.findByText('Session Timeout')).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it("treats the window's auth-expired event the same way", async () => {
    const { store, router } = await signedInOnDashboard();
    act(() => {
      window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
    });
    expect(await screen.findByText('Session Timeout')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('says nothing when a visitor who is not signed in meets auth-expired', async () => {
    renderRoutes(appRoutes, '/');
    act(() => {
      window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
    });
    await screen.findByRole('heading', { name: '18xx Belgium' });
    expect(screen.queryByText('Session Timeout')).not.toBeInTheDocument();
  });

  it('on an unreadable stored token reports an authentication error and goes to /login', async () => {
    localStorage.setItem('authToken', 'not-a-token');
    const { store, router } = renderRoutes(appRoutes, '/', { sessionLoading: true });
    act(() => {
      store.dispatch(restoreSession());
    });
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Your session is invalid. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
