import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { baseQuery } from '../base-query';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../contract';
import { decodeToken } from '../session/decode-token';
import { selectCurrentUser, selectToken } from '../session/selectors';
import { ACCOUNT_SUSPENDED_EVENT } from '../session/session-events';
import { loggedIn } from '../session/session-slice';
import { useSessionEvents } from '../session/use-session-events';
import { createStore } from '../store';
import { makeToken } from './token-fixtures';

const answer = (status: number, errorMessage: string) =>
  new Response(JSON.stringify({ result: 1, errorMessage, data: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const callWithToken = () =>
  baseQuery(
    '/Inbox',
    {
      signal: new AbortController().signal,
      getState: () => ({ session: { token: 'the-token' } }),
    } as BaseQueryApi,
    {},
  );

describe('a call refused because the account is suspended', () => {
  it.each([
    [403, ACCOUNT_SUSPENDED_MESSAGE, 1],
    [403, 'You do not have permission to perform this action.', 0],
    [400, ACCOUNT_SUSPENDED_MESSAGE, 0],
  ])('HTTP %s "%s" fires account-suspended %s time(s)', async (status, message, times) => {
    const listener = jest.fn();
    window.addEventListener(ACCOUNT_SUSPENDED_EVENT, listener);
    global.fetch = jest.fn().mockResolvedValue(answer(status, message));
    const result = await callWithToken();
    window.removeEventListener(ACCOUNT_SUSPENDED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(times);
    expect(result.error).toEqual({ status, message });
  });

  it('leaves the user only the SUSPENDED role and tells the shell once', () => {
    const store = createStore();
    const token = makeToken();
    store.dispatch(loggedIn({ token, user: decodeToken(token) }));
    const onSuspended = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    renderHook(
      () => useSessionEvents({ onExpired: jest.fn(), onInvalid: jest.fn(), onSuspended }),
      {
        wrapper,
      },
    );
    act(() => {
      window.dispatchEvent(new Event(ACCOUNT_SUSPENDED_EVENT));
      window.dispatchEvent(new Event(ACCOUNT_SUSPENDED_EVENT));
    });
    expect(onSuspended).toHaveBeenCalledTimes(1);
    expect(selectCurrentUser(store.getState())?.roles).toEqual(['SUSPENDED']);
    // Still signed in, so the Logout button of /account-suspended has a session to end.
    expect(selectToken(store.getState())).toBe(token);
  });
});
