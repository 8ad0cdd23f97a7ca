/**
 * Whether there are unread messages is remembered in localStorage
 * (`hasUnreadMessages`); that they were fetched, once per browser session, in sessionStorage
 * (`unreadMessagesFetched`). Components follow the flag through subscribe().
 */
export const HAS_UNREAD_KEY = 'hasUnreadMessages';
export const UNREAD_FETCHED_KEY = 'unreadMessagesFetched';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const subscribeToUnread = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const hasUnreadMessages = (): boolean => localStorage.getItem(HAS_UNREAD_KEY) === 'true';

export const setHasUnreadMessages = (value: boolean): void => {
  localStorage.setItem(HAS_UNREAD_KEY, String(value));
  notify();
};

export const wereUnreadFetched = (): boolean =>
  sessionStorage.getItem(UNREAD_FETCHED_KEY) === 'true';

/** The result of this session's one check. */
export const recordUnreadCheck = (hasUnread: boolean): void => {
  sessionStorage.setItem(UNREAD_FETCHED_KEY, 'true');
  setHasUnreadMessages(hasUnread);
};

/** Logout and a change of user: forget both, so the next user is checked afresh. */
export const clearUnreadFlags = (): void => {
  localStorage.removeItem(HAS_UNREAD_KEY);
  sessionStorage.removeItem(UNREAD_FETCHED_KEY);
  notify();
};
