import { hasRole } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { revokeRole } from './role-changes';
import { lockTargetUser, type TargetUser } from './target-user';
import { refused } from './user-errors';

export const USER_REACTIVATED = 'User reactivated successfully.';
export const NOT_SUSPENDED = 'This user is not suspended.';

/**
 * SUSPENDED -> the roles held before. The member's tokens work again at once (suspension is read
 * from the database), and POST /api/Auth/refresh gives their pages the restored roles.
 */
export const reactivateUser = async (db: Db, userId: string): Promise<TargetUser> =>
  db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    if (!hasRole(user.roles, 'SUSPENDED')) throw refused(NOT_SUSPENDED);
    await revokeRole(tx, user.id, 'SUSPENDED');
    return user;
  });
