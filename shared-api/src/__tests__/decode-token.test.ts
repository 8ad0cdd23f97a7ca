import { tokenClaimsSchema } from '../contract';
import { decodeToken, isTokenClaims } from '../session/decode-token';
import { claims, makeToken } from './token-fixtures';

const DECODE_ERROR = 'Invalid token received (could not be decoded).';

describe('decodeToken', () => {
  it('turns the claims into the session user', () => {
    expect(decodeToken(makeToken(claims({ role: ['USER', 'ADMIN'] })))).toEqual({
      id: 'u-1',
      email: 'anne@example.be',
      firstName: 'Anne',
      lastName: 'Peeters',
      roles: ['USER', 'ADMIN'],
      isEmailValidated: true,
      canRegisterMultiplePlayers: false,
      yearOfBirth: 1980,
      nationality: 'Belgian',
    });
  });

  it('wraps a single role into a list', () => {
    expect(decodeToken(makeToken(claims({ role: 'REGISTERED' }))).roles).toEqual(['REGISTERED']);
  });

  it('reads names with accents (UTF-8 in base64url)', () => {
    const user = decodeToken(makeToken(claims({ given_name: 'Frédérique', family_name: 'Çelik' })));
    expect([user.firstName, user.lastName]).toEqual(['Frédérique', 'Çelik']);
  });

  it.each([
    ['a token without a payload', 'abc'],
    ['a payload that is not base64', 'a.!!!.c'],
    ['a payload that is not JSON', `a.${btoa('not json')}.c`],
  ])('refuses %s', (_case, token) => {
    expect(() => decodeToken(token)).toThrow(DECODE_ERROR);
  });

  it.each(['sub', 'email', 'given_name', 'family_name'] as const)(
    'refuses claims without %s',
    (claim) => {
      const { [claim]: _dropped, ...rest } = claims();
      expect(() => decodeToken(makeToken(rest))).toThrow(DECODE_ERROR);
    },
  );
});

describe('isTokenClaims', () => {
  const { nationality: _nationality, ...withoutNationality } = claims();
  // The server checks the same claims with the contract's schema: both must answer alike.
  it.each<[string, unknown, boolean]>([
    ['the usual claims', claims(), true],
    ['several roles', claims({ role: ['USER', 'ADMIN'] }), true],
    ['no roles at all', claims({ role: [] }), true],
    ['no year of birth or nationality', claims({ yearOfBirth: null, nationality: null }), true],
    ['claims the browser does not read', { ...claims(), ver: 3, iat: 1 }, true],
    ['an empty subject', claims({ sub: '' }), false],
    ['an empty email', claims({ email: '' }), false],
    ['a missing nationality', withoutNationality, false],
    ['a role that is a number', { ...claims(), role: 1 }, false],
    ['a role list with a number', { ...claims(), role: ['USER', 1] }, false],
    ['a verified flag as text', { ...claims(), email_verified: 'true' }, false],
    [
      'a missing multi-registration flag',
      { ...claims(), canRegisterMultiplePlayers: undefined },
      false,
    ],
    ['a year of birth with a fraction', claims({ yearOfBirth: 1980.5 }), false],
    ['a year of birth past the safe integers', claims({ yearOfBirth: 2 ** 53 }), false],
    ['a year of birth as text', { ...claims(), yearOfBirth: '1980' }, false],
    ['an expiry as text', { ...claims(), exp: '1700000000' }, false],
    ['an endless expiry', claims({ exp: Infinity }), false],
    ['a list', [claims()], false],
    ['null', null, false],
    ['a string', 'claims', false],
  ])('judges %s as tokenClaimsSchema does', (_case, value, accepted) => {
    expect(isTokenClaims(value)).toBe(accepted);
    expect(tokenClaimsSchema.safeParse(value).success).toBe(accepted);
  });
});
