import type { Dispatch } from '@reduxjs/toolkit';
import { API_BASE_URL } from '../base-query';
import { selectToken, type SessionRootState } from './selectors';
import { loggedOut } from './session-slice';

/**
 * Signs this browser out at once and asks the server to revoke the token, best effort: a failed
 * call changes nothing here. The call is not an API endpoint because ending the session aborts
 * every request the API has running; `keepalive` lets it finish even if the page is closed.
 */
export const logOut =
  () =>
  (dispatch: Dispatch, getState: () => SessionRootState): void => {
    const token = selectToken(getState());
    if (token) {
      fetch(`${API_BASE_URL}/Auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => undefined);
    }
    dispatch(loggedOut());
  };
