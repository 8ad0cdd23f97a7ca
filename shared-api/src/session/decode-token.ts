import { sessionUserFromClaims, tokenClaimsSchema, type SessionUser } from '../contract';

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
  const claims = tokenClaimsSchema.safeParse(json);
  if (!claims.success) throw new Error(TOKEN_DECODE_ERROR);
  return { user: sessionUserFromClaims(claims.data), expiresAt: claims.data.exp * 1000 };
};

export const decodeToken = (token: string): SessionUser => readToken(token).user;

export const tryReadToken = (token: string): DecodedToken | null => {
  try {
    return readToken(token);
  } catch {
    return null;
  }
};
