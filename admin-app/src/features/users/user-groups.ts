import { hasRole, isApproved, type AdminUser } from 'shared-api';

/** The sections of User Management, in the order a user is sorted into them. */
export interface UserGroups {
  suspended: AdminUser[];
  admins: AdminUser[];
  confirmed: AdminUser[];
  unconfirmed: AdminUser[];
}

const roleNames = (user: AdminUser): string[] => user.roles.map((role) => role.name);

export const isSuspended = (user: AdminUser): boolean => hasRole(roleNames(user), 'SUSPENDED');
export const isAdmin = (user: AdminUser): boolean => hasRole(roleNames(user), 'ADMIN');
/** Approved as the site means it: a member or an admin, and not suspended. */
export const isApprovedUser = (user: AdminUser): boolean => isApproved(roleNames(user));

const byFirstName = (a: AdminUser, b: AdminUser): number =>
  a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' }) ||
  a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' });

/** Suspended first, then admin, then confirmed, then unconfirmed; each list by first name. */
export const groupUsers = (users: readonly AdminUser[]): UserGroups => {
  const groups: UserGroups = { suspended: [], admins: [], confirmed: [], unconfirmed: [] };
  for (const user of users) {
    if (isSuspended(user)) groups.suspended.push(user);
    else if (isAdmin(user)) groups.admins.push(user);
    else if (user.isEmailConfirmed) groups.confirmed.push(user);
    else groups.unconfirmed.push(user);
  }
  for (const list of Object.values(groups)) list.sort(byFirstName);
  return groups;
};

export type UserStatus = 'suspended' | 'admin' | 'approved' | 'awaiting-approval' | 'unconfirmed';

export const userStatus = (user: AdminUser): UserStatus => {
  if (isSuspended(user)) return 'suspended';
  if (isAdmin(user)) return 'admin';
  if (!user.isEmailConfirmed) return 'unconfirmed';
  return isApprovedUser(user) ? 'approved' : 'awaiting-approval';
};

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`;
