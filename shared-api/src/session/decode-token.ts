import type { TokenClaims } from '../contract';
import { sessionUserFromClaims, type SessionUser } from '../contract/plain';

export const TOKEN_DECODE_ERROR = 'Invalid token received (could not be decoded).';

export interface DecodedToken {
  user: SessionUser;
  /** Milliseconds since the epoch, from the exp claim. */
  expiresAt: number;
}

const decodeBase64Url = (part: string): string => {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  // atob yields one char per byte: names with accents need a real UTF-8 decode.
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isFilledText = (value: unknown): boolean => isText(value) && value.length > 0;

/**
 * The contract's tokenClaimsSchema, checked by hand: zod stays off the pages without forms. Its
 * tests hold both to the same answers.
 */
export const isTokenClaims = (value: unknown): value is TokenClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<keyof TokenClaims, unknown>;
  return (
    isFilledText(claims.sub) &&
    isFilledText(claims.email) &&
    isFilledText(claims.given_name) &&
    isFilledText(claims.family_name) &&
    (isText(claims.role) || (Array.isArray(claims.role) && claims.role.every(isText))) &&
    typeof claims.email_verified === 'boolean' &&
    typeof claims.canRegisterMultiplePlayers === 'boolean' &&
    (claims.yearOfBirth === null || Number.isSafeInteger(claims.yearOfBirth)) &&
    (claims.nationality === null || isText(claims.nationality)) &&
    Number.isFinite(claims.exp)
  );
};

/**
 * Reads the claims of a JWT without checking its signature: the browser only uses them to draw
 * the page, the server checks the token on every call.
 */
export const readToken = (token: string): DecodedToken => {
  const payload = token.split('.')[1];
  if (!payload) throw new Error(TOKEN_DECODE_ERROR);
  let json: unknown;
  try {
    json = JSON.parse(decodeBase64Url(payload));
  } catch {
    throw new Error(TOKEN_DECODE_ERROR);
  }
  if (!isTokenClaims(json)) throw new Error(TOKEN_DECODE_ERROR);
  return { user: sessionUserFromClaims(json), expiresAt: json.exp * 1000 };
};

export const decodeToken = (token: string): SessionUser => readToken(token).user;

export const tryReadToken = (token: string): DecodedToken | null => {
  try {
    return readToken(token);
  } catch {
    return null;
  }
};
