import type {
  ChangePasswordInput,
  LoginRequest,
  MessageResponse,
  SessionUser,
} from '../../contract';
import { apiSlice } from '../../api-slice';
import type { ApiError } from '../../base-query';
import { decodeToken, TOKEN_DECODE_ERROR } from '../../session/decode-token';
import { selectToken, type SessionRootState } from '../../session/selectors';
import {
  accountSuspended,
  loggedIn,
  sessionEnded,
  sessionRefreshed,
} from '../../session/session-slice';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../../contract/plain';

export const INVALID_TOKEN_FORMAT = 'Invalid token format received from server.';

export interface LoginResult {
  token: string;
  user: SessionUser;
}

const looksLikeJwt = (data: unknown): data is string =>
  typeof data === 'string' && /^[^.]+\.[^.]+\.[^.]+$/.test(data);

const clientError = (message: string): { error: ApiError } => ({
  error: { status: 'CLIENT_ERROR', message },
});

export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The login answer carries the token; the session listener stores the token. */
    login: build.mutation<LoginResult, LoginRequest>({
      queryFn: async (credentials, { dispatch }, _extraOptions, baseQuery) => {
        const response = await baseQuery({ url: '/Auth/login', method: 'POST', body: credentials });
        if (response.error) return { error: response.error };
        if (!looksLikeJwt(response.data)) return clientError(INVALID_TOKEN_FORMAT);
        const token = response.data;
        let user: SessionUser;
        try {
          user = decodeToken(token);
        } catch {
          return clientError(TOKEN_DECODE_ERROR);
        }
        // Dispatched before the mutation resolves, so the page navigates with the user already set.
        dispatch(loggedIn({ token, user }));
        return { data: { token, user } };
      },
      extraOptions: { auth: 'none' },
    }),
    /**
     * Exchanges the session's token for one with the account's current claims (an approval, a
     * suspension lifted, a permission changed). A revoked token answers 401 and a suspended account
     * 403, which the base query turns into the session's end or its suspension.
     */
    refreshSession: build.mutation<LoginResult, void>({
      queryFn: async (_arg, { dispatch, getState }, _extraOptions, baseQuery) => {
        const previousToken = selectToken(getState() as SessionRootState);
        const response = await baseQuery({ url: '/Auth/refresh', method: 'POST' });
        if (response.error) {
          // The base query's window events may come before the shell listens (the refresh at
          // start-up): a session they left as it was is ended or suspended here.
          const { status, message } = response.error;
          if (selectToken(getState() as SessionRootState) === previousToken && previousToken) {
            if (status === 401) dispatch(sessionEnded('expired'));
            if (status === 403 && message === ACCOUNT_SUSPENDED_MESSAGE)
              dispatch(accountSuspended());
          }
          return { error: response.error };
        }
        if (!looksLikeJwt(response.data) || previousToken === null) {
          return clientError(INVALID_TOKEN_FORMAT);
        }
        const token = response.data;
        let user: SessionUser;
        try {
          user = decodeToken(token);
        } catch {
          return clientError(TOKEN_DECODE_ERROR);
        }
        dispatch(sessionRefreshed({ previousToken, token, user }));
        return { data: { token, user } };
      },
    }),
    /**
     * Every other session of the account ends; this one goes on with the fresh token the answer
     * carries, put in the session before the mutation resolves.
     */
    changePassword: build.mutation<LoginResult, ChangePasswordInput>({
      queryFn: async (body, { dispatch, getState }, _extraOptions, baseQuery) => {
        const previousToken = selectToken(getState() as SessionRootState);
        const response = await baseQuery({ url: '/Auth/change-password', method: 'POST', body });
        if (response.error) return { error: response.error };
        if (!looksLikeJwt(response.data) || previousToken === null) {
          return clientError(INVALID_TOKEN_FORMAT);
        }
        const token = response.data;
        let user: SessionUser;
        try {
          user = decodeToken(token);
        } catch {
          return clientError(TOKEN_DECODE_ERROR);
        }
        dispatch(sessionRefreshed({ previousToken, token, user }));
        return { data: { token, user } };
      },
    }),
    /** Revokes every token of the account, this browser's included: the page then signs out. */
    logoutEverywhere: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/Auth/logout-everywhere', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutEverywhereMutation, useChangePasswordMutation } = authApi;
