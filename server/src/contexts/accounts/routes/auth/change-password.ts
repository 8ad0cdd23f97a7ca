import { changePasswordSchema, envelopeSchema } from 'shared-api/contract';
import { z } from 'zod';
import { ownPasswordFailureLimits } from '../../../../shared/throttle/account-limits';
import { changePassword } from '../../auth/change-password';
import { reserveHits } from '../../../../shared/throttle/request-throttle';
import { signToken } from '../../auth/tokens';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const doc = documented('Auth');

/**
 * POST /api/Auth/change-password: every other session is signed out by the new token version; this
 * one goes on with the fresh token the answer carries.
 */
export const changePasswordRoute: RoutePlugin = async (app) => {
  app.post(
    '/change-password',
    {
      config: {
        ...allow('authenticated'),
        ...doc(
          "Changes the signed-in member's password (the current one required), signs out their other sessions and returns this session's new token.",
          { failures: [429] },
        ),
      },
      schema: { body: changePasswordSchema, response: { 200: envelopeSchema(z.string()) } },
    },
    async (request) => {
      const user = requireUser(request);
      // Counted as wrong until the current password proves right.
      const attempt = await reserveHits(app.db, ownPasswordFailureLimits(user.id));
      let changed;
      try {
        changed = await changePassword(
          app.db,
          user,
          request.body.currentPassword,
          request.body.password,
          app.config.publicUrl,
        );
      } catch (error) {
        await writeAudit(app.db, {
          action: 'auth.password-change.failed',
          actorUserId: user.id,
          ip: request.ip,
        });
        throw error;
      }
      await attempt.release();
      await writeAudit(app.db, {
        action: 'auth.password-changed',
        actorUserId: user.id,
        ip: request.ip,
      });
      return ok(signToken(changed, app.config.jwtSecret));
    },
  );
};
