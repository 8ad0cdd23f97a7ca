import {
  ACCOUNT_DELETED,
  accountExportSchema,
  deleteAccountSchema,
  envelopeSchema,
  messageResponseSchema,
  PASSWORD_WRONG,
  USER_ACCOUNT_DELETED,
} from 'shared-api/contract';
import { z } from 'zod';
import { ownPasswordFailureLimits } from '../../../../shared/throttle/account-limits';
import { requireOwnPassword } from '../../auth/change-password';
import { reserveHits } from '../../../../shared/throttle/request-throttle';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { eraseAccount } from '../../privacy/erase-account';
import { exportAccount } from '../../privacy/export-account';
import { parseUserId } from '../../users/target-user';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const doc = documented('User');
const userParams = z.strictObject({ userId: z.string() });
const exportResponse = { 200: envelopeSchema(accountExportSchema) };
const messageResponse = { 200: envelopeSchema(messageResponseSchema) };

/**
 * A member's rights over their data: a copy of it, and its erasure. Any signed-in account may use
 * them, one awaiting approval too; administrators do the same for a member who asks them, and the
 * audit log says who did.
 */
export const privacyRoutes: RoutePlugin = async (app) => {
  app.get(
    '/me/export',
    {
      config: {
        ...allow('authenticated'),
        ...doc(
          'Gives the signed-in member every piece of personal data the site holds about them.',
        ),
      },
      schema: { response: exportResponse },
    },
    async (request) => {
      const user = requireUser(request);
      const data = await exportAccount(app.db, user.id);
      await writeAudit(app.db, {
        action: 'user.data.exported',
        actorUserId: user.id,
        ip: request.ip,
      });
      return ok(data);
    },
  );

  app.post(
    '/me/delete',
    {
      config: {
        ...allow('authenticated'),
        ...doc(
          "Erases the signed-in member's account after checking their password; every session ends.",
          { failures: [429] },
        ),
      },
      schema: { body: deleteAccountSchema, response: messageResponse },
    },
    async (request) => {
      const user = requireUser(request);
      // Counted as wrong until the password proves right.
      const attempt = await reserveHits(app.db, ownPasswordFailureLimits(user.id));
      await requireOwnPassword(app.db, user.id, request.body.password, PASSWORD_WRONG);
      await attempt.release();
      await eraseAccount(app.db, user.id, app.config.publicUrl, { confirm: true });
      // Their places were freed: the active convention's counts changed.
      app.activeConventionCache.invalidate();
      await writeAudit(app.db, {
        action: 'user.deleted',
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        ip: request.ip,
      });
      return ok(ACCOUNT_DELETED);
    },
  );

  app.get(
    '/:userId/export',
    {
      config: {
        ...allow('ADMIN'),
        ...doc("Gives a member's personal data to an administrator, at the member's request.", {
          failures: [404],
        }),
      },
      schema: { params: userParams, response: exportResponse },
    },
    async (request) => {
      const userId = parseUserId(request.params.userId);
      const data = await exportAccount(app.db, userId);
      await writeAudit(app.db, {
        action: 'user.data.exported',
        actorUserId: requireUser(request).id,
        targetType: 'user',
        targetId: userId,
        ip: request.ip,
      });
      return ok(data);
    },
  );

  app.post(
    '/:userId/delete',
    {
      config: {
        ...allow('ADMIN'),
        ...doc("Erases a member's account at their request; every session of it ends.", {
          failures: [404],
        }),
      },
      schema: { params: userParams, response: messageResponse },
    },
    async (request) => {
      const { id } = await eraseAccount(app.db, request.params.userId, app.config.publicUrl);
      app.activeConventionCache.invalidate();
      await writeAudit(app.db, {
        action: 'user.deleted',
        actorUserId: requireUser(request).id,
        targetType: 'user',
        targetId: id,
        ip: request.ip,
      });
      return ok(USER_ACCOUNT_DELETED);
    },
  );
};
