import { and, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { roles, userRoles } from '../../db/schema';

/** Ids of every administrator who is not suspended: the receivers of contact messages. */
export const activeAdminIds = async (db: Db): Promise<string[]> => {
  const suspendedRole = alias(roles, 'suspended_role');
  const suspendedLink = alias(userRoles, 'suspended_link');
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(roles.name, 'ADMIN'),
        notExists(
          db
            .select({ one: suspendedLink.userId })
            .from(suspendedLink)
            .innerJoin(suspendedRole, eq(suspendedRole.id, suspendedLink.roleId))
            .where(
              and(eq(suspendedLink.userId, userRoles.userId), eq(suspendedRole.name, 'SUSPENDED')),
            ),
        ),
      ),
    );
  return rows.map((row) => row.userId);
};
