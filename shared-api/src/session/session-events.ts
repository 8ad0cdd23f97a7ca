/** Fired on window by the base query on every HTTP 401 (any 401 ends the session). */
export const AUTH_EXPIRED_EVENT = 'auth-expired';

export const fireAuthExpired = (): void => {
  window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
};

/** Fired on window by the base query when the server says the caller's account is suspended. */
export const ACCOUNT_SUSPENDED_EVENT = 'account-suspended';

export const fireAccountSuspended = (): void => {
  window.dispatchEvent(new Event(ACCOUNT_SUSPENDED_EVENT));
};

export const onAccountSuspended = (listener: () => void): (() => void) => {
  window.addEventListener(ACCOUNT_SUSPENDED_EVENT, listener);
  return () => window.removeEventListener(ACCOUNT_SUSPENDED_EVENT, listener);
};

/** Subscribes to the auth-expired event; returns the unsubscribe function. */
export const onAuthExpired = (listener: () => void): (() => void) => {
  window.addEventListener(AUTH_EXPIRED_EVENT, listener);
  return () => window.removeEventListener(AUTH_EXPIRED_EVENT, listener);
};
