import { randomBytes } from 'node:crypto';

// Upper, lower, digit, special, at least 8 characters.
const meetsPolicy = (password: string): boolean =>
  /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);

/** A strong random password that also satisfies the sign-up rules. */
export const generatePassword = (): string => {
  for (;;) {
    const candidate = `${randomBytes(18).toString('base64url')}!`;
    if (meetsPolicy(candidate)) return candidate;
  }
};
