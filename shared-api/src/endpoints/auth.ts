import type { LoginRequest, MessageResponse, SessionUser } from '../contract';
import { apiSlice } from '../api-slice';
import type { ApiError } from '../base-query';
import { decodeToken, TOKEN_DECODE_ERROR } from '../session/decode-token';
import { loggedIn } from '../session/session-slice';

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
    /** Revokes every token of the account, this browser's included: the page then signs out. */
    logoutEverywhere: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/Auth/logout-everywhere', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutEverywhereMutation } = authApi;
