import { hasRole } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { MAIL_TEMPLATES, enqueueTemplatedMail, siteLink } from '../../../shared/mail';
import { grantRoles } from './grant-roles';
import { lockTargetUser, type TargetUser } from './target-user';
import { refused } from './user-errors';

export const USER_APPROVED = 'User approved successfully.';
export const APPROVE_SUSPENDED =
  'A suspended user cannot be approved. Reactivate the account first.';
export const ALREADY_APPROVED = 'This user is already approved.';
export const APPROVE_UNCONFIRMED =
  'This user has not validated their email address yet. Validate it first.';

/**
 * REGISTERED, email confirmed, not suspended -> USER; the member is told by mail. Their tokens stay
 * valid: the server reads roles from the database on every request, and the member's pages get a
 * token carrying USER from POST /api/Auth/refresh without logging in again.
 */
export const approveUser = async (
  db: Db,
  userId: string,
  publicUrl: string,
): Promise<TargetUser> => {
  const target = await db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    if (hasRole(user.roles, 'SUSPENDED')) throw refused(APPROVE_SUSPENDED);
    if (hasRole(user.roles, 'USER') || hasRole(user.roles, 'ADMIN'))
      throw refused(ALREADY_APPROVED);
    if (!user.isEmailConfirmed) throw refused(APPROVE_UNCONFIRMED);
    await grantRoles(tx, user.id, ['REGISTERED', 'USER']);
    return user;
  });
  await enqueueTemplatedMail(db, {
    to: target.email,
    templateName: MAIL_TEMPLATES.accountApproved,
    values: {
      FirstName: target.firstName,
      LastName: target.lastName,
      Link: siteLink(publicUrl, '/dashboard'),
    },
    language: target.language,
  });
  return target;
};
