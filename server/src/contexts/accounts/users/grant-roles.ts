import type { Role } from 'shared-api/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { roles, userRoles } from '../../../db/schema';

export const grantRoles = async (db: Db, userId: string, names: readonly Role[]): Promise<void> => {
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, names));
  if (found.length !== names.length) throw new Error(`Missing roles: ${names.join(', ')}.`);
  await db
    .insert(userRoles)
    .values(found.map((role) => ({ userId, roleId: role.id })))
    .onConflictDoNothing();
};
