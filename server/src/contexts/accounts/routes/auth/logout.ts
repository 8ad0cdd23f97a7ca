import {
  envelopeSchema,
  LOGGED_OUT,
  LOGGED_OUT_EVERYWHERE,
  messageResponseSchema,
} from 'shared-api/contract';
import { revokeAllTokens, revokeToken } from '../../auth/revoke-tokens';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireToken, requireUser } from '../../../../http/caller';

const messageResponse = { 200: envelopeSchema(messageResponseSchema) };
const doc = documented('Auth');

/**
 * POST /api/Auth/logout revokes the token it is called with; POST /api/Auth/logout-everywhere
 * revokes every token of the account. Both hold at once on every server sharing the database.
 */
export const logoutRoutes: RoutePlugin = async (app) => {
  app.post(
    '/logout',
    {
      config: {
        ...allow('authenticated'),
        ...doc('Signs out: the token it is called with stops working at once.'),
      },
      schema: { response: messageResponse },
    },
    async (request) => {
      const user = requireUser(request);
      await revokeToken(app.db, requireToken(request));
      await writeAudit(app.db, { action: 'auth.logout', actorUserId: user.id, ip: request.ip });
      return ok(LOGGED_OUT);
    },
  );

  app.post(
    '/logout-everywhere',
    {
      config: {
        ...allow('authenticated'),
        ...doc("Signs out everywhere: every token of the caller's account stops working at once."),
      },
      schema: { response: messageResponse },
    },
    async (request) => {
      const user = requireUser(request);
      await revokeAllTokens(app.db, user.id);
      await writeAudit(app.db, {
        action: 'auth.logout.everywhere',
        actorUserId: user.id,
        ip: request.ip,
      });
      return ok(LOGGED_OUT_EVERYWHERE);
    },
  );
};
