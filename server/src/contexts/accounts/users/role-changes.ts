import type { Role } from 'shared-api/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { roles, userRoles } from '../../../db/schema';

export const revokeRole = async (db: Db, userId: string, role: Role): Promise<void> => {
  const roleIds = db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, roleIds)));
};
