import type { TokenClaims } from './schema';

/**
 * What the server answers, with HTTP 403, to any call by a suspended user: the browser then sends
 * the user to /account-suspended.
 */
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account has been suspended.';

/** POST /api/Auth/login answers with the signed token as its data. */
export type LoginResponse = string;

/** The signed-in user as the browser knows it, derived from the token. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  isEmailValidated: boolean;
  canRegisterMultiplePlayers: boolean;
  yearOfBirth: number | null;
  nationality: string | null;
}

export const sessionUserFromClaims = (c: TokenClaims): SessionUser => ({
  id: c.sub,
  email: c.email,
  firstName: c.given_name,
  lastName: c.family_name,
  roles: Array.isArray(c.role) ? c.role : [c.role],
  isEmailValidated: c.email_verified,
  canRegisterMultiplePlayers: c.canRegisterMultiplePlayers,
  yearOfBirth: c.yearOfBirth,
  nationality: c.nationality,
});

/** POST /api/Auth/logout revokes the token it is called with, on every server at once. */
export const LOGGED_OUT = 'You have been logged out.';
/** POST /api/Auth/logout-everywhere revokes every token of the account. */
export const LOGGED_OUT_EVERYWHERE = 'You have been logged out on every device.';
