import type { Language } from 'shared-api/contract';
import { and, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';

export interface ActiveAdmin {
  id: string;
  email: string;
  firstName: string;
  language: Language;
}

/** Every administrator who is not suspended: the receivers of contact messages and their mail. */
export const activeAdmins = async (db: Db): Promise<ActiveAdmin[]> => {
  const suspendedRole = alias(roles, 'suspended_role');
  const suspendedLink = alias(userRoles, 'suspended_link');
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
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
};

export const activeAdminIds = async (db: Db): Promise<string[]> =>
  (await activeAdmins(db)).map((admin) => admin.id);
