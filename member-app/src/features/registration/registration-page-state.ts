import { isApproved, NO_ACTIVE_CONVENTION, type Convention, type SessionUser } from 'shared-api';

/** The card /register-event shows, in the order the states are checked. */
export type RegistrationPageState =
  | { kind: 'loading' }
  | { kind: 'load-error'; error: unknown }
  | { kind: 'no-convention' }
  | { kind: 'closed'; convention: Convention }
  | { kind: 'signed-out'; convention: Convention }
  | { kind: 'awaiting-approval'; convention: Convention }
  | { kind: 'registered'; convention: Convention; user: SessionUser }
  | { kind: 'form'; convention: Convention; user: SessionUser; onBehalf: boolean };

export interface RegistrationPageInputs {
  sessionLoading: boolean;
  user: SessionUser | null;
  convention: { isLoading: boolean; data?: Convention; error?: unknown };
  /** Only asked for an approved user. */
  status: { isLoading: boolean; data?: { isRegistered: boolean }; error?: unknown };
  /** The member chose Register Someone Else. */
  onBehalf: boolean;
}

const isNoActiveConvention = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'message' in error &&
  typeof error.message === 'string' &&
  error.message.includes(NO_ACTIVE_CONVENTION.replace(/\.$/, ''));

/** The registration page: loading, then the first state that applies. */
export const registrationPageState = ({
  sessionLoading,
  user,
  convention,
  status,
  onBehalf,
}: RegistrationPageInputs): RegistrationPageState => {
  if (sessionLoading || convention.isLoading) return { kind: 'loading' };
  if (convention.error !== undefined) {
    return isNoActiveConvention(convention.error)
      ? { kind: 'no-convention' }
      : { kind: 'load-error', error: convention.error };
  }
  const active = convention.data;
  if (!active) return { kind: 'no-convention' };
  if (!active.registrationOpen) return { kind: 'closed', convention: active };
  if (!user) return { kind: 'signed-out', convention: active };
  if (!isApproved(user.roles)) return { kind: 'awaiting-approval', convention: active };
  if (onBehalf && user.canRegisterMultiplePlayers) {
    return { kind: 'form', convention: active, user, onBehalf: true };
  }
  if (status.isLoading) return { kind: 'loading' };
  if (status.error !== undefined) return { kind: 'load-error', error: status.error };
  if (status.data?.isRegistered) return { kind: 'registered', convention: active, user };
  return { kind: 'form', convention: active, user, onBehalf: false };
};
