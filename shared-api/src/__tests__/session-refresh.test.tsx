import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../contract';
import { restoreSession } from '../session/restore-session';
import {
  selectCurrentUser,
  selectSessionLapsed,
  selectToken,
  type SessionRootState,
} from '../session/selectors';
import { ACCOUNT_SUSPENDED_EVENT, AUTH_EXPIRED_EVENT } from '../session/session-events';
import { lapseNoticeShown, loggedIn, loggedOut, sessionRefreshed } from '../session/session-slice';
import { TOKEN_STORAGE_KEY } from '../session/token-storage';
import {
  refreshSession,
  SESSION_REFRESH_MIN_GAP_MS,
  usePeriodicSessionRefresh,
  useSessionRefresh,
} from '../session/use-session-refresh';
import { createStore } from '../store';
import { decodeToken } from '../session/decode-token';
import { claims, makeToken } from './token-fixtures';

const pendingToken = makeToken(claims({ role: 'REGISTERED' }));
const approvedToken = makeToken(claims({ role: ['REGISTERED', 'USER'] }));

const envelope = (status: number, data: unknown, errorMessage: string | null = null) =>
  new Response(JSON.stringify({ result: errorMessage === null ? 0 : 1, errorMessage, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const signedInStore = (token = pendingToken) => {
  const store = createStore();
  store.dispatch(loggedIn({ token, user: decodeToken(token) }));
  return store;
};

const refreshCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/Auth/refresh' && init?.method === 'POST',
  );

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn(async () => envelope(200, approvedToken));
  global.fetch = fetchMock;
});

describe('exchanging the token for one with the account as it is now', () => {
  it('takes the new claims and stores the new token', async () => {
    const store = signedInStore();
    await store.dispatch(refreshSession());
    const [call] = refreshCalls(fetchMock);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${pendingToken}`);
    expect(selectToken(store.getState())).toBe(approvedToken);
    expect(selectCurrentUser(store.getState())?.roles).toEqual(['REGISTERED', 'USER']);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(approvedToken);
  });

  it('drops an answer that comes after a logout: nobody is signed back in', async () => {
    const store = signedInStore();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = store.dispatch(refreshSession());
    store.dispatch(loggedOut());
    answer(envelope(200, approvedToken));
    await pending;
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is only applied to the session it was asked for', () => {
    const store = signedInStore();
    const other = makeToken(claims({ sub: 'u-2', role: 'USER' }));
    store.dispatch(
      sessionRefreshed({ previousToken: other, token: approvedToken, user: decodeToken(other) }),
    );
    expect(selectToken(store.getState())).toBe(pendingToken);
  });

  it('keeps the session as it was when the answer is not a token', async () => {
    fetchMock.mockImplementation(async () => envelope(200, 'nonsense'));
    const store = signedInStore();
    await store.dispatch(refreshSession());
    expect(selectToken(store.getState())).toBe(pendingToken);
  });

  it('a suspended account is answered 403: the account-suspended event fires', async () => {
    const suspended = jest.fn();
    window.addEventListener(ACCOUNT_SUSPENDED_EVENT, suspended);
    fetchMock.mockImplementation(async () => envelope(403, null, ACCOUNT_SUSPENDED_MESSAGE));
    await signedInStore(approvedToken).dispatch(refreshSession());
    window.removeEventListener(ACCOUNT_SUSPENDED_EVENT, suspended);
    expect(suspended).toHaveBeenCalledTimes(1);
  });

  it('a revoked token is answered 401: the session ends', async () => {
    const expired = jest.fn();
    window.addEventListener(AUTH_EXPIRED_EVENT, expired);
    fetchMock.mockImplementation(async () => envelope(401, null, 'Your session has expired.'));
    await signedInStore().dispatch(refreshSession());
    window.removeEventListener(AUTH_EXPIRED_EVENT, expired);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

const wrapperFor =
  (store: ReturnType<typeof createStore>) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('a refused refresh before the shell listens to the session events', () => {
  it('a revoked token ends the session, to be told once the shell listens', async () => {
    fetchMock.mockImplementation(async () => envelope(401, null, 'Your session has expired.'));
    const store = signedInStore();
    await store.dispatch(refreshSession());
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(store.getState().session.endReason).toBe('expired');
  });

  it('a suspended account keeps only the SUSPENDED role', async () => {
    fetchMock.mockImplementation(async () => envelope(403, null, ACCOUNT_SUSPENDED_MESSAGE));
    const store = signedInStore(approvedToken);
    await store.dispatch(refreshSession());
    expect(selectCurrentUser(store.getState())?.roles).toEqual(['SUSPENDED']);
  });

  it('another refusal changes nothing', async () => {
    fetchMock.mockImplementation(async () => envelope(500, null, 'An unexpected error occurred.'));
    const store = signedInStore();
    await store.dispatch(refreshSession());
    expect(selectToken(store.getState())).toBe(pendingToken);
    expect(selectCurrentUser(store.getState())?.roles).toEqual(['REGISTERED']);
  });
});

describe('when the session is refreshed', () => {
  it('on focus and when the page becomes visible, at most once per gap', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    const store = signedInStore();
    renderHook(() => useSessionRefresh(), { wrapper: wrapperFor(store) });
    expect(refreshCalls(fetchMock)).toHaveLength(0);

    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(selectToken(store.getState())).toBe(approvedToken));
    expect(refreshCalls(fetchMock)).toHaveLength(1);

    now.mockReturnValue(1_000_000 + SESSION_REFRESH_MIN_GAP_MS);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(refreshCalls(fetchMock)).toHaveLength(2);
    now.mockRestore();
  });

  it('not when nobody is signed in', () => {
    const store = createStore();
    store.dispatch(loggedOut());
    renderHook(() => useSessionRefresh(), { wrapper: wrapperFor(store) });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('every interval while a page asks for it', async () => {
    jest.useFakeTimers();
    try {
      const store = signedInStore();
      const { unmount } = renderHook(() => usePeriodicSessionRefresh(30_000), {
        wrapper: wrapperFor(store),
      });
      act(() => {
        jest.advanceTimersByTime(29_000);
      });
      expect(refreshCalls(fetchMock)).toHaveLength(0);
      act(() => {
        jest.advanceTimersByTime(1_000);
      });
      expect(refreshCalls(fetchMock)).toHaveLength(1);
      act(() => {
        jest.advanceTimersByTime(30_000);
      });
      expect(refreshCalls(fetchMock)).toHaveLength(2);
      unmount();
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(refreshCalls(fetchMock)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a stored token that expired before the page loaded', () => {
  it('leaves nobody signed in and is remembered until the login page has said so', () => {
    localStorage.setItem(
      TOKEN_STORAGE_KEY,
      makeToken(claims({ exp: Math.floor(Date.now() / 1000) - 60 })),
    );
    const store = createStore();
    expect(store.dispatch(restoreSession())).toBe('expired');
    const state = store.getState() as SessionRootState;
    expect(selectCurrentUser(state)).toBeNull();
    expect(selectSessionLapsed(state)).toBe(true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    store.dispatch(lapseNoticeShown());
    expect(selectSessionLapsed(store.getState())).toBe(false);
  });

  it('is not said after a login', () => {
    localStorage.setItem(
      TOKEN_STORAGE_KEY,
      makeToken(claims({ exp: Math.floor(Date.now() / 1000) - 60 })),
    );
    const store = createStore();
    store.dispatch(restoreSession());
    store.dispatch(loggedIn({ token: approvedToken, user: decodeToken(approvedToken) }));
    expect(selectSessionLapsed(store.getState())).toBe(false);
  });
});
