import type { SessionUser } from 'shared-api';

export const makeUser = (roles: string[], overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u-1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Peeters',
  roles,
  isEmailValidated: true,
  canRegisterMultiplePlayers: false,
  yearOfBirth: 1990,
  nationality: 'Belgian',
  ...overrides,
});

const base64Url = (value: object): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT carrying the claims the server puts in a login token. */
export const makeToken = (user: SessionUser, expiresInSeconds = 3600): string =>
  [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({
      sub: user.id,
      email: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      role: user.roles,
      email_verified: user.isEmailValidated,
      canRegisterMultiplePlayers: user.canRegisterMultiplePlayers,
      yearOfBirth: user.yearOfBirth,
      nationality: user.nationality,
      exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    }),
    'signature',
  ].join('.');
