import { envelopeSchema } from 'shared-api/contract';
import { z } from 'zod';
import { signToken } from '../../auth/tokens';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireToken, requireUser } from '../../../../http/caller';

const doc = documented('Auth');

/**
 * POST /api/Auth/refresh: the caller's token again, with the claims of the account as it is now
 * (roles, email validation, permissions), so the pages follow an approval or a reactivation without
 * a new login. The auth hook has already refused a revoked or outdated token (401) and a suspended
 * account (403); the new token keeps the session's id and expiry.
 */
export const refreshRoute: RoutePlugin = async (app) => {
  app.post(
    '/refresh',
    {
      config: {
        ...allow('authenticated'),
        ...doc("Re-issues the caller's session token with their account's current claims."),
      },
      schema: { response: { 200: envelopeSchema(z.string()) } },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(signToken(user, app.config.jwtSecret, requireToken(request)));
    },
  );
};
