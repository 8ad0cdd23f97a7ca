import { useSyncExternalStore } from 'react';
import { hasUnreadMessages, subscribeToUnread } from '../unread/unread-flags';

export const useHasUnreadMessages = (): boolean =>
  useSyncExternalStore(subscribeToUnread, hasUnreadMessages, () => false);
