import type { AdminUser } from 'shared-api';
import { isApprovedUser, isSuspended } from './user-groups';

/** What an admin can do to an account from User Management, with the product's confirmation and toast texts. */
export type UserAction = 'approve' | 'suspend' | 'reactivate' | 'validate-email';

export interface UserActionTexts {
  label: string;
  title: string;
  confirmation: string;
  successHeader: string;
  success: string;
  failure: string;
}

const statusChange = (verb: string, done: string): UserActionTexts => ({
  label: verb.charAt(0).toUpperCase() + verb.slice(1),
  title: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} User`,
  confirmation: `Are you sure you want to ${verb} this user?`,
  successHeader: 'Success',
  success: `User ${done} successfully.`,
  failure: `Failed to ${verb} user.`,
});

export const USER_ACTIONS: Record<UserAction, UserActionTexts> = {
  approve: statusChange('approve', 'approved'),
  suspend: statusChange('suspend', 'suspended'),
  reactivate: statusChange('reactivate', 'reactivated'),
  'validate-email': {
    label: 'Validate Email',
    title: 'Validate Email',
    confirmation: "Are you sure you want to manually validate this user's email address?",
    successHeader: 'Email Validated',
    success: 'User email validated successfully.',
    failure: 'Failed to validate email.',
  },
};

/** Every user gets these; Validate Email only while the email is unconfirmed. */
export const actionsFor = (isEmailConfirmed: boolean): UserAction[] =>
  isEmailConfirmed
    ? ['approve', 'suspend', 'reactivate']
    : ['approve', 'suspend', 'reactivate', 'validate-email'];

/**
 * Whether the server accepts the action in the account's present state (docs/decisions.md "Admin
 * actions by account state"); the others are shown disabled, so the admin sees every action.
 */
export const canPerform = (
  action: UserAction,
  user: AdminUser,
  adminId: string | null,
): boolean => {
  switch (action) {
    case 'approve':
      return !isSuspended(user) && !isApprovedUser(user) && user.isEmailConfirmed;
    case 'suspend':
      return !isSuspended(user) && user.id !== adminId;
    case 'reactivate':
      return isSuspended(user);
    case 'validate-email':
      return !user.isEmailConfirmed;
  }
};
