import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { API_TAG_TYPES, apiSlice } from '../api-slice';
import { loggedIn, loggedOut, sessionEnded } from './session-slice';
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
    matcher: isAnyOf(loggedOut, sessionEnded),
    effect: (_action, api) => {
      clearStoredToken();
      api.dispatch(apiSlice.util.resetApiState());
    },
  });
  return listener.middleware;
};
