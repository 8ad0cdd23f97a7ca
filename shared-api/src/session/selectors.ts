import { hasRole, isApproved, type SessionUser } from '../contract/plain';
import type { SessionState } from './session-slice';

/** Only the session part of the root state: the base query reads it without knowing the store. */
export interface SessionRootState {
  session: SessionState;
}

export const selectCurrentUser = (state: SessionRootState): SessionUser | null =>
  state.session.user;

export const selectSessionStatus = (state: SessionRootState): SessionState['status'] =>
  state.session.status;

export const selectToken = (state: SessionRootState): string | null => state.session.token;

export const selectSessionExpiresAt = (state: SessionRootState): number | null =>
  state.session.expiresAt;

/** The stored token had expired when the page loaded, and the login page has not said so yet. */
export const selectSessionLapsed = (state: SessionRootState): boolean => state.session.lapsed;

export const selectSessionEndReason = (state: SessionRootState): SessionState['endReason'] =>
  state.session.endReason;

/** Approved members (USER or ADMIN, not SUSPENDED) may use the user area. */
export const selectIsApproved = (state: SessionRootState): boolean => {
  const user = selectCurrentUser(state);
  return user !== null && isApproved(user.roles);
};

/** Suspension overrides every other role. */
export const selectIsAdmin = (state: SessionRootState): boolean => {
  const user = selectCurrentUser(state);
  return user !== null && hasRole(user.roles, 'ADMIN') && !hasRole(user.roles, 'SUSPENDED');
};
