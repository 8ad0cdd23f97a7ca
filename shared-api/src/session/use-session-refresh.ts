import { useCallback, useEffect, useRef } from 'react';
import { authApi } from '../domains/auth/endpoints';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectCurrentUser, selectSessionStatus } from './selectors';

/** Focus events come in bursts (a tab switch fires focus and visibilitychange): one call per gap. */
export const SESSION_REFRESH_MIN_GAP_MS = 5_000;

type Refresh = () => void;

/**
 * Exchanges the session's token for a fresh one, untracked: nothing reads the answer but the
 * session, which the endpoint updates itself. The shell dispatches it once when a page loads with
 * a stored session.
 */
export const refreshSession = () =>
  authApi.endpoints.refreshSession.initiate(undefined, { track: false });

/** A refresh that calls the server at most once per SESSION_REFRESH_MIN_GAP_MS. */
const useThrottledRefresh = (): Refresh => {
  const dispatch = useAppDispatch();
  const lastCall = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastCall.current < SESSION_REFRESH_MIN_GAP_MS) return;
    lastCall.current = now;
    void dispatch(refreshSession());
  }, [dispatch]);
};

const useSignedInAndReady = (): boolean => {
  const ready = useAppSelector(selectSessionStatus) === 'ready';
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  return ready && signedIn;
};

/**
 * Keeps the session's claims current while the page stays open: whenever the window gets the focus
 * back, the token is exchanged for one carrying the account as it is now (the shell's start-up does
 * it once on load, see refreshSession). An approval, a reactivation or a changed permission thus
 * shows without logging out; a suspended account or a revoked token is answered as any call would
 * be (account-suspended, auth-expired). The shell mounts it once.
 */
export const useSessionRefresh = (): void => {
  const active = useSignedInAndReady();
  const refresh = useThrottledRefresh();

  useEffect(() => {
    if (!active) return undefined;
    const onFocus = () => refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, refresh]);
};

/**
 * Also refreshes every `everyMs` while the page is visible: a page that waits for an
 * administrator (Account Pending) follows the decision even when the window keeps the focus.
 */
export const usePeriodicSessionRefresh = (everyMs: number): void => {
  const active = useSignedInAndReady();
  const refresh = useThrottledRefresh();
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, refresh]);
};
