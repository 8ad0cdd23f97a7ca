import { hasRole } from 'shared-api/contract';
import fp from 'fastify-plugin';
import {
  ApiError,
  AUTHENTICATION_REQUIRED_MESSAGE,
  FORBIDDEN_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  SUSPENDED_MESSAGE,
} from '../http/api-error';
import { verifyToken } from '../contexts/accounts';
import { findCaller } from '../shared/auth-user';

const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/**
 * Enforces each route's declared access before its body is even parsed. The token only names the
 * user: roles, suspension, token version and whether a logout revoked the token come from the
 * database on every request, in one query, so a revocation holds at once on every instance.
 */
export const authPlugin = fp<{ jwtSecret: Uint8Array }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('token', null);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api') && route.config?.access === undefined) {
        throw new Error(`${route.method} ${route.url} must declare config.access.`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'anonymous') return;
      const token = bearerToken(request.headers.authorization);
      if (!token) {
        if (access === 'optional') return;
        throw new ApiError(401, AUTHENTICATION_REQUIRED_MESSAGE);
      }
      const verified = verifyToken(token, jwtSecret);
      const caller = verified && (await findCaller(app.db, verified));
      // Revoked by a logout, or issued before the account's token version was raised.
      if (
        !verified ||
        !caller ||
        caller.tokenRevoked ||
        caller.user.tokenVersion !== verified.version
      ) {
        throw new ApiError(401, INVALID_TOKEN_MESSAGE);
      }
      const { user } = caller;
      if (hasRole(user.roles, 'SUSPENDED')) throw new ApiError(403, SUSPENDED_MESSAGE);
      if (Array.isArray(access) && !access.some((role) => hasRole(user.roles, role))) {
        throw new ApiError(403, FORBIDDEN_MESSAGE);
      }
      request.user = user;
      request.token = verified;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
