import { and, asc, count, eq, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from 'shared-api/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { roles, userRoles, users } from '../../../db/schema';
import { notFound, USER_NOT_FOUND } from './user-errors';

/** The user an admin action is about, read under a row lock. */
export interface TargetUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isEmailConfirmed: boolean;
  /** What they are told by mail is in it. */
  language: Language;
  roles: string[];
}

const uuid = z.uuid();

/** A path's user id; anything that cannot be one is simply not found. */
export const parseUserId = (raw: string): string => {
  const parsed = uuid.safeParse(raw);
  if (!parsed.success) throw notFound(USER_NOT_FOUND);
  return parsed.data.toLowerCase();
};

const rolesOf = async (db: Db, userId: string): Promise<string[]> => {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  return rows.map((row) => row.name);
};

const adminIds = (db: Db) =>
  db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'ADMIN'));

/**
 * Locks the target's row, and every administrator's row with it when `withAdmins`, in one ordered
 * statement: two admins acting on each other at once wait for each other instead of deadlocking,
 * and the "last administrator" rule sees what the other one did.
 */
export const lockTargetUser = async (
  db: Db,
  rawUserId: string,
  { withAdmins = false } = {},
): Promise<TargetUser> => {
  const id = parseUserId(rawUserId);
  const locked = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isEmailConfirmed: users.isEmailConfirmed,
      language: users.language,
    })
    .from(users)
    .where(withAdmins ? or(eq(users.id, id), inArray(users.id, adminIds(db))) : eq(users.id, id))
    .orderBy(asc(users.id))
    .for('update');
  const target = locked.find((user) => user.id === id);
  if (!target) throw notFound(USER_NOT_FOUND);
  return { ...target, roles: await rolesOf(db, id) };
};

const suspendedRoles = alias(userRoles, 'suspended_roles');
const suspendedRole = alias(roles, 'suspended_role');

/** Administrators who are not suspended, besides `exceptUserId`. */
export const countOtherActiveAdmins = async (db: Db, exceptUserId: string): Promise<number> => {
  const isSuspended = db
    .select({ one: sql`1` })
    .from(suspendedRoles)
    .innerJoin(suspendedRole, eq(suspendedRole.id, suspendedRoles.roleId))
    .where(and(eq(suspendedRoles.userId, userRoles.userId), eq(suspendedRole.name, 'SUSPENDED')));
  const [row] = await db
    .select({ total: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(eq(roles.name, 'ADMIN'), ne(userRoles.userId, exceptUserId), notExists(isSuspended)),
    );
  return row?.total ?? 0;
};

/** Every token issued before stops working on its next request. */
export const bumpTokenVersion = async (db: Db, userId: string): Promise<void> => {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
};
