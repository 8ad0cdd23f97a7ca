import { decodeToken } from '../session/decode-token';
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
