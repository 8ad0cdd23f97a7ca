import type { AdminUser } from 'shared-api';
import { userStatus, type UserStatus } from './user-groups';

/** The states User Management can be narrowed to (?status=), as the dashboard links them. */
export const USER_STATUS_FILTERS: Partial<Record<UserStatus, string>> = {
  'awaiting-approval': 'Awaiting approval',
  unconfirmed: 'Awaiting email confirmation',
  suspended: 'Suspended',
};

export const isUserStatusFilter = (value: string): value is UserStatus =>
  Object.hasOwn(USER_STATUS_FILTERS, value);

/** The users in that state; everyone for no (or an unknown) state. */
export const filterByStatus = (users: readonly AdminUser[], status: string): AdminUser[] =>
  isUserStatusFilter(status) ? users.filter((user) => userStatus(user) === status) : [...users];
