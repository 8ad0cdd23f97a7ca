import { z } from 'zod';

export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'Email is required.').email('Email address is invalid.'),
  password: z.string().min(1, 'Password is required.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * What the server answers, with HTTP 403, to any call by a suspended user: the browser then sends
 * the user to /account-suspended (SPEC section 2).
 */
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account has been suspended.';

/** POST /api/Auth/login answers with the signed token as its data. */
export type LoginResponse = string;

/**
 * Claims the login token carries (SPEC sections 3 and 9). The server signs them; the browser only
 * reads them to draw the page and the server checks the caller against the database on every call.
 */
export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  given_name: z.string().min(1),
  family_name: z.string().min(1),
  role: z.union([z.string(), z.array(z.string())]),
  email_verified: z.boolean(),
  canRegisterMultiplePlayers: z.boolean(),
  yearOfBirth: z.number().int().nullable(),
  nationality: z.string().nullable(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** The signed-in user as the browser knows it, derived from the token (SPEC section 3 "User (session)"). */
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
