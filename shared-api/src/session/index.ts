export { decodeToken, TOKEN_DECODE_ERROR } from './decode-token';
export { logOut } from './log-out';
export { restoreSession, type RestoreOutcome } from './restore-session';
export * from './selectors';
export {
  ACCOUNT_SUSPENDED_EVENT,
  AUTH_EXPIRED_EVENT,
  onAccountSuspended,
  onAuthExpired,
} from './session-events';
export {
  accountSuspended,
  lapseNoticeShown,
  loggedIn,
  loggedOut,
  sessionEnded,
  sessionEndHandled,
  sessionLapsed,
  sessionRefreshed,
  sessionRestored,
  type RefreshedSession,
  type RestoredSession,
  type SessionData,
  type SessionEndReason,
  type SessionState,
} from './session-slice';
export { TOKEN_STORAGE_KEY } from './token-storage';
export { useSessionEvents, type SessionEventHandlers } from './use-session-events';
export {
  refreshSession,
  SESSION_REFRESH_MIN_GAP_MS,
  usePeriodicSessionRefresh,
  useSessionRefresh,
} from './use-session-refresh';
