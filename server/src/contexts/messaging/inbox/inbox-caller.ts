import { hasRole } from 'shared-api/contract';
import type { AuthUser } from '../../../shared/auth-user';

/** Who is looking at the inbox: admins see every conversation, members only their own. */
export interface InboxCaller {
  id: string;
  isAdmin: boolean;
}

export const inboxCaller = (user: AuthUser): InboxCaller => ({
  id: user.id,
  isAdmin: hasRole(user.roles, 'ADMIN'),
});
