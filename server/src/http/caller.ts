// The caller of a route, as the auth plugin (src/plugins/auth.ts) sets it on the request. Routes read
// it here rather than from the plugin, which depends on the accounts context that the routes are in.
import type { FastifyRequest } from 'fastify';
import type { VerifiedToken } from '../contexts/accounts';
import type { AuthUser } from '../shared/auth-user';
import { ApiError, AUTHENTICATION_REQUIRED_MESSAGE } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, read from the database; null when the route allows anonymous callers. */
    user: AuthUser | null;
    /** The token the caller was let in with (a logout revokes it); null with the user. */
    token: VerifiedToken | null;
  }
}

/** The signed-in caller of a route whose access requires one. */
export const requireUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new ApiError(401, AUTHENTICATION_REQUIRED_MESSAGE);
  return request.user;
};

/** The token of a signed-in caller's request. */
export const requireToken = (request: FastifyRequest): VerifiedToken => {
  if (!request.token) throw new ApiError(401, AUTHENTICATION_REQUIRED_MESSAGE);
  return request.token;
};
