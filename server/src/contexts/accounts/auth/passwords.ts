import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id minimum; about 16 ms per hash here. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Each hash holds memoryCost (19 MB) while it runs, and libuv's four threads would run four at
 * once: a burst of sign-ins then took the API's memory from 127 to 200 MB (docs/performance.md).
 * More at once than there are cores is no faster, and leaves no thread for files and crypto.
 */
const oneHashPerCore = pLimit(availableParallelism());

export const hashPassword = (password: string): Promise<string> =>
  oneHashPerCore(() => hash(password, OPTIONS));

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
    const throwAway = await dummyHash;
    await oneHashPerCore(() => verify(throwAway, password));
    return false;
  }
  return oneHashPerCore(() => verify(passwordHash, password));
};
