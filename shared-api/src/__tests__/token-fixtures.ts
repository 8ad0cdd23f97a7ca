import type { TokenClaims } from '../contract';

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const claims = (overrides: Partial<TokenClaims> = {}): TokenClaims => ({
  sub: 'u-1',
  email: 'anne@example.be',
  given_name: 'Anne',
  family_name: 'Peeters',
  role: 'USER',
  email_verified: true,
  canRegisterMultiplePlayers: false,
  yearOfBirth: 1980,
  nationality: 'Belgian',
  exp: Math.floor(Date.now() / 1000) + 3600,
  ...overrides,
});

/** An unsigned JWT: the browser never checks signatures. */
export const makeToken = (payload: object = claims()): string =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
