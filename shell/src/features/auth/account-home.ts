import { hasRole, isApproved, type SessionUser } from 'shared-api';

/** The pages that tell a signed-in member the state of their account. */
export type AccountStatePath = '/awaiting-approval' | '/account-suspended';

/**
 * Where a visitor belongs, by the state of their account, in the route guard's order: nobody
 * signed in -> /login; suspended -> /account-suspended; approved -> /dashboard; signed up but not
 * approved -> /awaiting-approval.
 */
export const accountHome = (user: SessionUser | null): string => {
  if (!user) return '/login';
  if (hasRole(user.roles, 'SUSPENDED')) return '/account-suspended';
  if (isApproved(user.roles)) return '/dashboard';
  if (hasRole(user.roles, 'REGISTERED')) return '/awaiting-approval';
  return '/unauthorized';
};
