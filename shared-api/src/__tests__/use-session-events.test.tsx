import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { decodeToken } from '../session/decode-token';
import { selectCurrentUser } from '../session/selectors';
import { fireAuthExpired } from '../session/session-events';
import { loggedIn, loggedOut } from '../session/session-slice';
import { restoreSession } from '../session/restore-session';
import { useSessionEvents } from '../session/use-session-events';
import { createStore, type AppStore } from '../store';
import { claims, makeToken } from './token-fixtures';

const NOW = new Date('2025-05-01T10:00:00Z').getTime();

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const signIn = (store: AppStore, secondsLeft: number) => {
  const token = makeToken(claims({ exp: NOW / 1000 + secondsLeft }));
  store.dispatch(loggedIn({ token, user: decodeToken(token) }));
};

const mount = (store: AppStore) => {
  const handlers = { onExpired: jest.fn(), onInvalid: jest.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
  renderHook(() => useSessionEvents(handlers), { wrapper });
  return handlers;
};

describe('useSessionEvents', () => {
  it('ends the session when the token expires, and says so once', () => {
    const store = createStore();
    signIn(store, 60);
    const handlers = mount(store);

    act(() => jest.advanceTimersByTime(59_000));
    expect(selectCurrentUser(store.getState())).not.toBeNull();

    act(() => jest.advanceTimersByTime(1_000));
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(handlers.onExpired).toHaveBeenCalledTimes(1);
    expect(handlers.onInvalid).not.toHaveBeenCalled();
  });

  it('stops the timer on logout', () => {
    const store = createStore();
    signIn(store, 60);
    const handlers = mount(store);
    act(() => {
      store.dispatch(loggedOut());
    });
    act(() => jest.advanceTimersByTime(120_000));
    expect(handlers.onExpired).not.toHaveBeenCalled();
  });

  it('ends the session once when several calls get HTTP 401', () => {
    const store = createStore();
    signIn(store, 3600);
    const handlers = mount(store);
    act(() => {
      fireAuthExpired();
      fireAuthExpired();
    });
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(handlers.onExpired).toHaveBeenCalledTimes(1);
  });

  it('ignores HTTP 401 when nobody is signed in', () => {
    const store = createStore();
    store.dispatch(restoreSession());
    const handlers = mount(store);
    act(() => fireAuthExpired());
    expect(handlers.onExpired).not.toHaveBeenCalled();
  });

  it('reports an unreadable stored token even when restored before mounting', () => {
    localStorage.setItem('authToken', 'garbage');
    const store = createStore();
    store.dispatch(restoreSession());
    const handlers = mount(store);
    expect(handlers.onInvalid).toHaveBeenCalledTimes(1);
    expect(handlers.onExpired).not.toHaveBeenCalled();
    expect(store.getState().session.endReason).toBeNull();
  });
});
