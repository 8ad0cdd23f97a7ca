import type { AdminUser } from 'shared-api';
import type { UserAction } from '../user-actions';

/** What a row or card of User Management can ask the page to do. */
export interface UserListHandlers {
  onAction: (action: UserAction, user: AdminUser) => void;
  onEditGroups: (user: AdminUser) => void;
  onToggleMultiRegistration: (user: AdminUser) => void;
  /** The user whose Multi-Reg switch is being saved. */
  updatingMultiRegistrationId: string | null;
  isRegistered: (user: AdminUser) => boolean;
  /** False for an action the account's present state does not allow. */
  canPerform: (action: UserAction, user: AdminUser) => boolean;
}
