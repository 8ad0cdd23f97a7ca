import { envelopeSchema, groupSchema, messageResponseSchema } from 'shared-api/contract';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import {
  ADDED_TO_GROUP,
  addUserToGroup,
  listGroups,
  REMOVED_FROM_GROUP,
  removeUserFromGroup,
} from '../../users/user-groups';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

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

  /** Adding a user to a group and removing one: the same parameters, answer and audit entry. */
  const membershipRoute = ({
    method,
    summary,
    operationId,
    change,
    action,
    done,
  }: {
    method: 'POST' | 'DELETE';
    summary: string;
    operationId: string;
    change: typeof addUserToGroup;
    /** The audit entry's action. */
    action: string;
    /** The answer's message. */
    done: string;
  }) =>
    app.route({
      method,
      url: '/:userId/groups/:groupId',
      config: { ...allow('ADMIN'), ...doc(summary, { operationId, failures: [404] }) },
      schema: { params: membershipParams, response: messageResponse },
      handler: async (request) => {
        const { userId, group } = await change(
          app.db,
          request.params.userId,
          request.params.groupId,
        );
        await writeAudit(app.db, {
          action,
          actorUserId: requireUser(request).id,
          targetType: 'user',
          targetId: userId,
          details: { groupId: group.id, group: group.name },
          ip: request.ip,
        });
        return ok(done);
      },
    });

  membershipRoute({
    method: 'POST',
    summary: 'Adds a user to a group.',
    operationId: 'userGroupAdd',
    change: addUserToGroup,
    action: 'user.group.added',
    done: ADDED_TO_GROUP,
  });
  membershipRoute({
    method: 'DELETE',
    summary: 'Removes a user from a group.',
    operationId: 'userGroupRemove',
    change: removeUserFromGroup,
    action: 'user.group.removed',
    done: REMOVED_FROM_GROUP,
  });
};
