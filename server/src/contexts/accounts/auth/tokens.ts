import { randomUUID } from 'node:crypto';
import { tokenClaimsSchema, type TokenClaims } from 'shared-api/contract';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import type { AuthUser } from '../../../shared/auth-user';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/**
 * The contract's claims plus `ver`, the user's token version when the token was issued, and `jti`,
 * the token's own id, by which a logout revokes this one token.
 */
const serverClaimsSchema = tokenClaimsSchema.extend({
  sub: z.uuid(),
  ver: z.number().int(),
  jti: z.uuid(),
});

type Sign = (claims: TokenClaims & { ver: number; jti: string }) => string;
type Verify = (token: string) => unknown;

/*
 * fast-jwt, not jose: every signed-in request checks its token, and jose checks it through
 * WebCrypto, an asynchronous job of about 0.25 ms of the event loop each on this server's
 * machines; node:crypto's HMAC, which fast-jwt calls, takes a few microseconds. A signer and a verifier are made once per secret.
 */
const signers = new WeakMap<Uint8Array, Sign>();
const verifiers = new WeakMap<Uint8Array, Verify>();

const signerFor = (secret: Uint8Array): Sign => {
  let sign = signers.get(secret);
  if (!sign) {
    sign = createSigner({
      key: Buffer.from(secret),
      algorithm: ALGORITHM,
      // `exp` comes with the claims (signToken): a refreshed token keeps its session's expiry.
      // The contract's claims are all a token carries: no `iat`.
      noTimestamp: true,
    });
    signers.set(secret, sign);
  }
  return sign;
};

const verifierFor = (secret: Uint8Array): Verify => {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(secret),
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'sub'],
    });
    verifiers.set(secret, verify);
  }
  return verify;
};

/** The session a token belongs to: its id (what a logout revokes) and its expiry. */
export interface TokenSession {
  tokenId: string;
  expiresAt: Date;
}

const newSession = (): TokenSession => ({
  tokenId: randomUUID(),
  expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
});

/**
 * A token carrying the user's claims as they are now. Without `session` it starts a new session
 * (login); with one it re-issues that session's token (refresh): same id, so a logout of either
 * revokes both, and same expiry, so refreshing never lengthens a session.
 */
export const signToken = (
  user: AuthUser,
  secret: Uint8Array,
  session: TokenSession = newSession(),
): string =>
  signerFor(secret)({
    sub: user.id,
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
    role: user.roles,
    email_verified: user.isEmailConfirmed,
    canRegisterMultiplePlayers: user.canRegisterMultiplePlayers,
    yearOfBirth: user.yearOfBirth,
    nationality: user.nationality,
    ver: user.tokenVersion,
    jti: session.tokenId,
    exp: Math.floor(session.expiresAt.getTime() / 1000),
  });

export interface VerifiedToken {
  userId: string;
  version: number;
  /** The jti claim. */
  tokenId: string;
  expiresAt: Date;
}

/** null for anything but an unexpired HS256 token signed with our secret and carrying our claims. */
export const verifyToken = (token: string, secret: Uint8Array): VerifiedToken | null => {
  try {
    const claims = serverClaimsSchema.safeParse(verifierFor(secret)(token));
    if (!claims.success) return null;
    const { sub, ver, jti, exp } = claims.data;
    return { userId: sub, version: ver, tokenId: jti, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
};
