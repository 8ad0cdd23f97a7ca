import type { AdminUser } from 'shared-api/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { groups, roles, userGroups, userRoles, users } from '../../../db/schema';
import { containsEveryWord, foldedSql, searchWords } from '../../../shared/search/folded-search';

const byUser = <T extends { userId: string }>(rows: T[]): Map<string, Omit<T, 'userId'>[]> => {
  const map = new Map<string, Omit<T, 'userId'>[]>();
  for (const { userId, ...rest } of rows) {
    map.set(userId, [...(map.get(userId) ?? []), rest]);
  }
  return map;
};

/** SQL: the account's name or email holds every word of the search. */
const userSearch = (search: string | undefined) =>
  containsEveryWord(
    foldedSql(sql`${users.firstName}`, sql`${users.lastName}`, sql`${users.email}`),
    searchWords(search),
  );

/**
 * A user as the admin list shows it, only those the search finds when there is one; the page
 * groups and sorts, the list comes by first name.
 */
export const listUsersForAdmin = async (db: Db, search?: string): Promise<AdminUser[]> => {
  const [userRows, roleRows, groupRows] = await Promise.all([
    // An erased account stays as an anonymous row for its invoices: nothing to manage.
    db
      .select()
      .from(users)
      .where(and(isNull(users.deletedAt), userSearch(search)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .orderBy(asc(roles.name)),
    db
      .select({ userId: userGroups.userId, id: groups.id, name: groups.name })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .orderBy(asc(groups.name)),
  ]);
  const rolesOf = byUser(roleRows);
  const groupsOf = byUser(groupRows);
  return userRows.map((user) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isEmailConfirmed: user.isEmailConfirmed,
    roles: rolesOf.get(user.id) ?? [],
    groups: groupsOf.get(user.id) ?? [],
    canRegisterMultiplePlayers: user.canRegisterMultiplePlayers,
    nationality: user.nationality,
    yearOfBirth: user.yearOfBirth,
  }));
};
