import { useEffect, useEffectEvent } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../hooks';
import { startExpiryTimer } from './expiry-timer';
import { selectCurrentUser, selectSessionEndReason, selectSessionExpiresAt } from './selectors';
import { hasRole } from '../contract/plain';
import { onAccountSuspended, onAuthExpired } from './session-events';
import { accountSuspended, sessionEnded, sessionEndHandled } from './session-slice';

export interface SessionEventHandlers {
  /** The token expired or a call got HTTP 401; the session is already cleared. */
  onExpired: () => void;
  /** The stored token could not be read at start-up; the session is already cleared. */
  onInvalid: () => void;
  /** A call was refused because the account is suspended; the user now has only that role. */
  onSuspended?: () => void;
}

/**
 * Ends the session when it expires or the server refuses the token, and tells the caller once per
 * ended session. The shell mounts it once and owns the toasts and the navigation.
 */
export const useSessionEvents = ({
  onExpired,
  onInvalid,
  onSuspended,
}: SessionEventHandlers): void => {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const expiresAt = useAppSelector(selectSessionExpiresAt);
  const endReason = useAppSelector(selectSessionEndReason);
  const notify = useEffectEvent((reason: 'expired' | 'invalid') =>
    reason === 'expired' ? onExpired() : onInvalid(),
  );
  const notifySuspended = useEffectEvent(() => onSuspended?.());

  useEffect(
    () =>
      onAuthExpired(() => {
        // Several calls may fail at once: only the first one ends the session.
        if (selectCurrentUser(store.getState())) dispatch(sessionEnded('expired'));
      }),
    [store, dispatch],
  );

  useEffect(
    () =>
      onAccountSuspended(() => {
        // Several calls may be refused at once: only the first one tells the caller.
        const user = selectCurrentUser(store.getState());
        if (!user || hasRole(user.roles, 'SUSPENDED')) return;
        dispatch(accountSuspended());
        notifySuspended();
      }),
    [store, dispatch],
  );

  useEffect(() => {
    if (!signedIn || expiresAt === null) return undefined;
    return startExpiryTimer(expiresAt, () => dispatch(sessionEnded('expired')));
  }, [signedIn, expiresAt, dispatch]);

  useEffect(() => {
    // Read from the store, not from this render: StrictMode's second run must not notify twice.
    const reason = selectSessionEndReason(store.getState());
    if (endReason === null || reason === null) return;
    dispatch(sessionEndHandled());
    notify(reason);
  }, [endReason, store, dispatch]);
};
