import { tokenClaimsSchema, type TokenClaims } from 'shared-api/contract';
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AuthUser } from '../users/auth-user';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** The contract's claims plus `ver`, the user's token version when the token was issued. */
const serverClaimsSchema = tokenClaimsSchema.extend({ sub: z.uuid(), ver: z.number().int() });

// jose imports a raw secret into WebCrypto on every call; the imported key is kept per secret.
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
const hmacKey = (secret: Uint8Array): Promise<webcrypto.CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
};

export const signToken = async (user: AuthUser, secret: Uint8Array): Promise<string> => {
  const claims: Omit<TokenClaims, 'sub' | 'exp'> & { ver: number } = {
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
    role: user.roles,
    email_verified: user.isEmailConfirmed,
    canRegisterMultiplePlayers: user.canRegisterMultiplePlayers,
    yearOfBirth: user.yearOfBirth,
    nationality: user.nationality,
    ver: user.tokenVersion,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS)
    .sign(await hmacKey(secret));
};

export interface VerifiedToken {
  userId: string;
  version: number;
}

/** null for anything but an unexpired HS256 token signed with our secret and carrying our claims. */
export const verifyToken = async (
  token: string,
  secret: Uint8Array,
): Promise<VerifiedToken | null> => {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'sub'],
    });
    const claims = serverClaimsSchema.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, version: claims.data.ver } : null;
  } catch {
    return null;
  }
};
