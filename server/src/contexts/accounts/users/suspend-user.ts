import { hasRole } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { grantRoles } from './grant-roles';
import { countOtherActiveAdmins, lockTargetUser, type TargetUser } from './target-user';
import { refused } from './user-errors';

export const USER_SUSPENDED = 'User suspended successfully.';
export const SUSPEND_SELF = 'You cannot suspend your own account.';
export const ALREADY_SUSPENDED = 'This user is already suspended.';
export const SUSPEND_LAST_ADMIN = 'You cannot suspend the last active administrator.';

/**
 * Any account but the caller's own and the last active administrator's. Other roles are kept, so
 * reactivation restores the account as it was. The token version stays: suspension is read from
 * the database on every request and answered with 403 'Your account has been suspended.', which
 * sends the member's open page to /account-suspended (a 401 would only say "session expired").
 */
export const suspendUser = async (db: Db, actorId: string, userId: string): Promise<TargetUser> =>
  db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId, { withAdmins: true });
    if (user.id === actorId) throw refused(SUSPEND_SELF);
    if (hasRole(user.roles, 'SUSPENDED')) throw refused(ALREADY_SUSPENDED);
    if (hasRole(user.roles, 'ADMIN') && (await countOtherActiveAdmins(tx, user.id)) === 0) {
      throw refused(SUSPEND_LAST_ADMIN);
    }
    await grantRoles(tx, user.id, ['SUSPENDED']);
    return user;
  });
