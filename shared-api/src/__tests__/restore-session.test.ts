import { selectCurrentUser, selectSessionStatus, selectToken } from '../session/selectors';
import { restoreSession } from '../session/restore-session';
import { createStore } from '../store';
import { claims, makeToken } from './token-fixtures';

beforeEach(() => localStorage.clear());

describe('restoreSession', () => {
  it('is loading until the stored token has been read', () => {
    expect(selectSessionStatus(createStore().getState())).toBe('loading');
  });

  it('ends ready and signed out when nothing is stored', () => {
    const store = createStore();
    expect(store.dispatch(restoreSession())).toBe('none');
    expect(selectSessionStatus(store.getState())).toBe('ready');
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('restores the user of a valid token', () => {
    const token = makeToken();
    localStorage.setItem('authToken', token);
    const store = createStore();
    expect(store.dispatch(restoreSession())).toBe('restored');
    expect(selectToken(store.getState())).toBe(token);
    expect(selectCurrentUser(store.getState())?.firstName).toBe('Anne');
    expect(store.getState().session.endReason).toBeNull();
  });

  it('drops an expired token silently', () => {
    localStorage.setItem('authToken', makeToken(claims({ exp: Date.now() / 1000 - 1 })));
    const store = createStore();
    expect(store.dispatch(restoreSession())).toBe('expired');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(store.getState().session.endReason).toBeNull();
  });

  it('drops an unreadable token and reports it', () => {
    localStorage.setItem('authToken', 'not-a-token');
    const store = createStore();
    expect(store.dispatch(restoreSession())).toBe('invalid');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('ready');
    expect(store.getState().session.endReason).toBe('invalid');
  });
});
