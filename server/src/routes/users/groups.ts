import { envelopeSchema, groupSchema, messageResponseSchema } from 'shared-api/contract';
import { z } from 'zod';
import { writeAudit } from '../../domain/audit/write-audit';
import {
  ADDED_TO_GROUP,
  addUserToGroup,
  listGroups,
  REMOVED_FROM_GROUP,
  removeUserFromGroup,
} from '../../domain/users/user-groups';
import { allow } from '../../http/access';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { documented } from '../../http/route-doc';
import { requireUser } from '../../plugins/auth';

const membershipParams = z.strictObject({ userId: z.string(), groupId: z.string() });
const messageResponse = { 200: envelopeSchema(messageResponseSchema) };

const doc = documented('User');

/** GET /api/User/groups and group membership changes. */
export const groupRoutes: RoutePlugin = async (app) => {
  app.get(
    '/groups',
    {
      config: {
        ...allow('ADMIN'),
        ...doc('Lists the user groups.', { operationId: 'userGroupList' }),
      },
      schema: { response: { 200: envelopeSchema(z.array(groupSchema)) } },
    },
    async () => ok(await listGroups(app.db)),
  );

  app.post(
    '/:userId/groups/:groupId',
    {
      config: {
        ...allow('ADMIN'),
        ...doc('Adds a user to a group.', { operationId: 'userGroupAdd', failures: [404] }),
      },
      schema: { params: membershipParams, response: messageResponse },
    },
    async (request) => {
      const { userId, group } = await addUserToGroup(
        app.db,
        request.params.userId,
        request.params.groupId,
      );
      await writeAudit(app.db, {
        action: 'user.group.added',
        actorUserId: requireUser(request).id,
        targetType: 'user',
        targetId: userId,
        details: { groupId: group.id, group: group.name },
        ip: request.ip,
      });
      return ok(ADDED_TO_GROUP);
    },
  );

  app.delete(
    '/:userId/groups/:groupId',
    {
      config: {
        ...allow('ADMIN'),
        ...doc('Removes a user from a group.', { operationId: 'userGroupRemove', failures: [404] }),
      },
      schema: { params: membershipParams, response: messageResponse },
    },
    async (request) => {
      const { userId, group } = await removeUserFromGroup(
        app.db,
        request.params.userId,
        request.params.groupId,
      );
      await writeAudit(app.db, {
        action: 'user.group.removed',
        actorUserId: requireUser(request).id,
        targetType: 'user',
        targetId: userId,
        details: { groupId: group.id, group: group.name },
        ip: request.ip,
      });
      return ok(REMOVED_FROM_GROUP);
    },
  );
};
