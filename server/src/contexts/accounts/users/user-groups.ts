import type { Group } from 'shared-api/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { groups, userGroups, users } from '../../../db/schema';
import { parseUserId } from './target-user';
import { GROUP_NOT_FOUND, notFound, refused, USER_NOT_FOUND } from './user-errors';

export const ADDED_TO_GROUP = 'User added to group successfully.';
export const REMOVED_FROM_GROUP = 'User removed from group successfully.';
export const ALREADY_IN_GROUP = 'This user is already in this group.';
export const NOT_IN_GROUP = 'This user is not in this group.';

export const listGroups = (db: Db): Promise<Group[]> =>
  db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.name));

const MAX_ID = 2 ** 31 - 1;

const findMembershipParties = async (db: Db, rawUserId: string, rawGroupId: string) => {
  const userId = parseUserId(rawUserId);
  const groupId = /^\d{1,10}$/.test(rawGroupId) ? Number(rawGroupId) : NaN;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_NOT_FOUND);
  const [group] =
    groupId >= 1 && groupId <= MAX_ID
      ? await db.select().from(groups).where(eq(groups.id, groupId))
      : [];
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return { userId, group };
};

/** Group membership does not depend on the account state; it is not in the token either. */
export const addUserToGroup = async (db: Db, rawUserId: string, rawGroupId: string) => {
  const { userId, group } = await findMembershipParties(db, rawUserId, rawGroupId);
  const added = await db
    .insert(userGroups)
    .values({ userId, groupId: group.id })
    .onConflictDoNothing()
    .returning({ groupId: userGroups.groupId });
  if (added.length === 0) throw refused(ALREADY_IN_GROUP);
  return { userId, group };
};

export const removeUserFromGroup = async (db: Db, rawUserId: string, rawGroupId: string) => {
  const { userId, group } = await findMembershipParties(db, rawUserId, rawGroupId);
  const removed = await db
    .delete(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, group.id)))
    .returning({ groupId: userGroups.groupId });
  if (removed.length === 0) throw refused(NOT_IN_GROUP);
  return { userId, group };
};
