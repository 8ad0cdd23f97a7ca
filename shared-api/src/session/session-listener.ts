import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { API_TAG_TYPES, apiSlice } from '../api-slice';
import type { SessionRootState } from './selectors';
import { loggedIn, loggedOut, sessionEnded, sessionRefreshed } from './session-slice';
import { clearStoredToken, storeToken } from './token-storage';

/**
 * Keeps local storage and the API cache in step with the session: a new user must not see the
 * previous user's data, and data fetched anonymously is fetched again with the token.
 */
export const createSessionListener = () => {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: loggedIn,
    effect: (action, api) => {
      storeToken(action.payload.token);
      api.dispatch(apiSlice.util.invalidateTags([...API_TAG_TYPES]));
    },
  });
  listener.startListening({
    actionCreator: sessionRefreshed,
    effect: (action, api) => {
      const before = (api.getOriginalState() as SessionRootState).session;
      const after = (api.getState() as SessionRootState).session;
      if (after.token !== action.payload.token) return; // dropped: no longer this session
      storeToken(action.payload.token);
      // New roles may open data the old ones could not see (private announcements...).
      const roles = (user: typeof after.user) => [...(user?.roles ?? [])].sort().join();
      if (roles(before.user) !== roles(after.user)) {
        api.dispatch(apiSlice.util.invalidateTags([...API_TAG_TYPES]));
      }
    },
  });
  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionEnded),
    effect: (_action, api) => {
      clearStoredToken();
      api.dispatch(apiSlice.util.resetApiState());
    },
  });
  return listener.middleware;
};
