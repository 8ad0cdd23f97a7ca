import assert from 'node:assert/strict';
import { test } from 'node:test';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/contexts/accounts/auth/passwords';
import { call, signUp, signUpPayload } from './support/accounts';
import { startTestApp } from './support/test-app';
import { MEMBER_PASSWORD } from './support/users';

/**
 * Sign-up, login and reset requests must not tell whether an email has an account: the same
 * status and body, and no telling difference in time (an unknown email still costs an argon2
 * hash, see domain/auth/passwords.ts and domain/users/register-user.ts).
 */

const SAMPLES = 200;
// The machine runs other work meanwhile: only a gap beyond both bounds counts as telling.
const TOLERANCE_MS = 30;
const TOLERANCE_SHARE = 0.25;

const { app } = await startTestApp();

// One account per sample, so that no per-email limit or lock-out is met; one hash for all of them.
const passwordHash = await hashPassword(MEMBER_PASSWORD);
const knownEmails = Array.from({ length: SAMPLES }, (_, n) => `member${n}@18xx.be`);
await app.db.insert(users).values(
  knownEmails.map((email, n) => ({
    email,
    firstName: `Member${n}`,
    lastName: 'Tester',
    passwordHash,
    isEmailConfirmed: true,
  })),
);
const unknownEmails = (call: string) =>
  Array.from({ length: SAMPLES }, (_, n) => `${call}-nobody${n}@18xx.be`);

interface Probe {
  name: string;
  send: (email: string, address: string) => ReturnType<typeof call>;
  /** Samples in flight at once: one for the calls that hash, whose time is CPU. */
  lanes: number;
}

const PROBES: Probe[] = [
  {
    name: 'sign-up',
    send: (email, address) => signUp(app, signUpPayload(email), address),
    lanes: 1,
  },
  {
    name: 'login',
    send: (email, address) =>
      call(app, 'POST', '/api/Auth/login', {
        ip: address,
        payload: { email, password: 'Not-Their-Password-1!' },
      }),
    lanes: 1,
  },
  {
    name: 'reset request',
    send: (email, address) =>
      call(app, 'POST', '/api/Auth/request-password-reset', { ip: address, payload: { email } }),
    // Its answer waits out a floor (routes/auth/password-reset.ts): waiting is not CPU.
    lanes: 4,
  },
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
};

const quartileSpread = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.75)]! - sorted[Math.floor(sorted.length * 0.25)]!;
};

for (const [index, probe] of PROBES.entries()) {
  test(`${probe.name}: the same answer and about the same time for known and unknown emails`, async () => {
    const unknown = unknownEmails(probe.name.replace(' ', '-'));
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = new Set<string>();
    // Interleaved, each from its own address, so load and limits fall on both alike.
    const sample = async (n: number) => {
      for (const kind of n % 2 === 0
        ? (['known', 'unknown'] as const)
        : (['unknown', 'known'] as const)) {
        const email = kind === 'known' ? knownEmails[n]! : unknown[n]!;
        const address = `10.${index}.${kind === 'known' ? 1 : 2}.${n}`;
        const started = performance.now();
        const response = await probe.send(email, address);
        times[kind].push(performance.now() - started);
        answers.add(`${response.statusCode} ${response.body}`);
      }
    };
    await Promise.all(
      Array.from({ length: probe.lanes }, async (_, lane) => {
        for (let n = lane; n < SAMPLES; n += probe.lanes) await sample(n);
      }),
    );
    assert.equal(answers.size, 1, `different answers:\n${[...answers].join('\n')}`);

    const known = median(times.known);
    const other = median(times.unknown);
    const allowed = Math.max(TOLERANCE_MS, TOLERANCE_SHARE * Math.max(known, other));
    console.log(
      `${probe.name}: median known ${known.toFixed(1)} ms, unknown ${other.toFixed(1)} ms ` +
        `(quartile spread ${quartileSpread(times.known).toFixed(1)} / ` +
        `${quartileSpread(times.unknown).toFixed(1)} ms; allowed gap ${allowed.toFixed(1)} ms)`,
    );
    assert.ok(
      Math.abs(known - other) <= allowed,
      `${probe.name} tells: median ${known.toFixed(1)} ms known vs ${other.toFixed(1)} ms unknown`,
    );
  });
}
