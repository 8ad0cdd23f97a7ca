/**
 * Whether there are unread messages is remembered in localStorage (`hasUnreadMessages`), so the
 * envelope shows at once on the next load; that they were checked in this browser session, and
 * which unread messages the member has seen the inbox with, in sessionStorage
 * (`unreadMessagesFetched`, `unreadMessagesSeen`). Components follow the flag through subscribe().
 */
export const HAS_UNREAD_KEY = 'hasUnreadMessages';
export const UNREAD_FETCHED_KEY = 'unreadMessagesFetched';
export const UNREAD_SEEN_KEY = 'unreadMessagesSeen';

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

const readSeen = (): string[] => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(UNREAD_SEEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The result of a check: `unread` names each unread conversation at its latest activity. The
 * envelope shows when one of them is new since the member last opened the inbox.
 */
export const recordUnreadCheck = (unread: readonly string[]): void => {
  sessionStorage.setItem(UNREAD_FETCHED_KEY, 'true');
  const seen = new Set(readSeen());
  setHasUnreadMessages(unread.some((marker) => !seen.has(marker)));
};

/** Opening the inbox: these unread conversations have been seen; the envelope goes out. */
export const markUnreadSeen = (unread: readonly string[]): void => {
  const seen = new Set([...readSeen(), ...unread]);
  // Only what is still unread needs remembering: the list stays as short as the unread page.
  sessionStorage.setItem(UNREAD_SEEN_KEY, JSON.stringify([...seen].slice(-100)));
  setHasUnreadMessages(false);
};

/** Logout and a change of user: forget everything, so the next user is checked afresh. */
export const clearUnreadFlags = (): void => {
  localStorage.removeItem(HAS_UNREAD_KEY);
  sessionStorage.removeItem(UNREAD_FETCHED_KEY);
  sessionStorage.removeItem(UNREAD_SEEN_KEY);
  notify();
};
