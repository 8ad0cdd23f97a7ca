import type { Dispatch } from '@reduxjs/toolkit';
import { tryReadToken } from './decode-token';
import { sessionEnded, sessionLapsed, sessionRestored } from './session-slice';
import { clearStoredToken, readStoredToken } from './token-storage';

export type RestoreOutcome = 'none' | 'restored' | 'expired' | 'invalid';

/**
 * Reads the stored token once at start-up: an expired token is dropped and remembered (the login
 * page says the session expired), an unreadable one is dropped and reported so the shell can say
 * 'Authentication Error'.
 */
export const restoreSession =
  () =>
  (dispatch: Dispatch): RestoreOutcome => {
    const token = readStoredToken();
    if (token === null) {
      dispatch(sessionRestored(null));
      return 'none';
    }
    const decoded = tryReadToken(token);
    if (decoded === null) {
      clearStoredToken();
      dispatch(sessionEnded('invalid'));
      return 'invalid';
    }
    if (decoded.expiresAt <= Date.now()) {
      clearStoredToken();
      dispatch(sessionLapsed());
      return 'expired';
    }
    dispatch(sessionRestored({ token, ...decoded }));
    return 'restored';
  };
