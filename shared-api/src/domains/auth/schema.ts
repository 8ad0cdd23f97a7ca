import { z } from 'zod';

export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'Email is required.').email('Email address is invalid.'),
  password: z.string().min(1, 'Password is required.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Claims the login token carries. The server signs them; the browser only
 * reads them to draw the page and the server checks the caller against the database on every call.
 * The browser checks them without zod (session/decode-token.ts), to the same rules.
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
