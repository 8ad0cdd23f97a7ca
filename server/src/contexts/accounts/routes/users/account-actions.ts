import {
  bulkResultSchema,
  bulkUsersRequestSchema,
  envelopeSchema,
  messageResponseSchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { approveUser, USER_APPROVED } from '../../users/approve-user';
import { PERMISSION_UPDATED, setCanRegisterMultiple } from '../../users/multi-registration';
import { reactivateUser, USER_REACTIVATED } from '../../users/reactivate-user';
import { suspendUser, USER_SUSPENDED } from '../../users/suspend-user';
import { USER_EMAIL_VALIDATED, validateUserEmail } from '../../users/validate-user-email';
import { allow } from '../../../../http/access';
import { eachOnItsOwn, memberItems } from '../../../../http/bulk-action';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const userParams = z.strictObject({ userId: z.string() });
const permissionParams = z.strictObject({
  userId: z.string(),
  allowed: z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false'], 'allowed must be true or false.'))
    .transform((value) => value === 'true'),
});
const messageResponse = { 200: envelopeSchema(messageResponseSchema) };

const doc = documented('User');

const audit = (
  request: FastifyRequest,
  action: string,
  userId: string,
  details?: Record<string, unknown>,
) =>
  writeAudit(request.server.db, {
    action,
    actorUserId: requireUser(request).id,
    targetType: 'user',
    targetId: userId,
    details,
    ip: request.ip,
  });

/**
 * Approve, suspend, reactivate, validate email and the multi-registration flag. Which account
 * states allow which action: docs/decisions.md "Admin actions by account state".
 */
export const accountActionRoutes: RoutePlugin = async (app) => {
  const adminPost = (summary: string) => ({
    config: { ...allow('ADMIN'), ...doc(summary, { failures: [404] }) },
    schema: { params: userParams, response: messageResponse },
  });

  const approve = adminPost(
    'Approves a signed-up account: its owner can then register for conventions.',
  );
  app.post('/:userId/approve', approve, async (request) => {
    const user = await approveUser(app.db, request.params.userId, app.config.publicUrl);
    await audit(request, 'user.approved', user.id);
    return ok(USER_APPROVED);
  });

  app.post(
    '/approve-many',
    {
      config: {
        ...allow('ADMIN'),
        ...doc(
          'Approves each chosen signed-up account: each succeeds or fails on its own, and the answer lists both.',
          { operationId: 'userApproveMany' },
        ),
      },
      schema: { body: bulkUsersRequestSchema, response: { 200: envelopeSchema(bulkResultSchema) } },
    },
    async (request) =>
      ok(
        await eachOnItsOwn(
          await memberItems(app.db, request.body.userIds),
          async (userId) => {
            const user = await approveUser(app.db, userId, app.config.publicUrl);
            await audit(request, 'user.approved', user.id);
          },
          request.log,
        ),
      ),
  );

  const suspend = adminPost('Suspends an account: its owner can no longer use the member area.');
  app.post('/:userId/suspend', suspend, async (request) => {
    const user = await suspendUser(app.db, requireUser(request).id, request.params.userId);
    await audit(request, 'user.suspended', user.id);
    return ok(USER_SUSPENDED);
  });

  app.post(
    '/:userId/reactivate',
    adminPost('Reactivates a suspended account.'),
    async (request) => {
      const user = await reactivateUser(app.db, request.params.userId);
      await audit(request, 'user.reactivated', user.id);
      return ok(USER_REACTIVATED);
    },
  );

  const validateEmail = adminPost("Marks a user's email address as validated on their behalf.");
  app.post('/:userId/validate-email', validateEmail, async (request) => {
    const user = await validateUserEmail(app.db, request.params.userId);
    await audit(request, 'user.email-validated', user.id);
    return ok(USER_EMAIL_VALIDATED);
  });

  // A GET that writes: the API's path and method are fixed for its clients.
  app.get(
    '/setcanregistermultipleusers/:userId/:allowed',
    {
      config: {
        ...allow('ADMIN'),
        ...doc('Allows or forbids a member to register other players.', {
          operationId: 'userSetCanRegisterMultipleUsers',
          failures: [404],
        }),
      },
      schema: { params: permissionParams, response: messageResponse },
    },
    async (request) => {
      const { userId, allowed } = request.params;
      const id = await setCanRegisterMultiple(app.db, userId, allowed);
      await audit(request, 'user.multi-registration.changed', id, { allowed });
      return ok(PERMISSION_UPDATED);
    },
  );
};
