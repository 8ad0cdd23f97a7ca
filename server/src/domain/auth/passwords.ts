import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id minimum (DESIGN section 7); about 16 ms per hash here. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; with no hash (unknown email) it still verifies against a throw-away hash so
 * both answers take the same time and do not reveal which emails have an account.
 */
export const verifyPassword = async (
  passwordHash: string | null,
  password: string,
): Promise<boolean> => {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
};
