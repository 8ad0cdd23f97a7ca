import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { emailTemplates, users } from '../../src/db/schema';
import { insertRegistration } from '../support/messaging';
import { createConvention, signedInUser } from '../support/registration-fixtures';
import { declaredProfile, serverOperations, type Profile } from '../support/route-matrix';
import { appFingerprint, type Fingerprint } from '../support/table-fingerprint';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from '../support/test-app';
import { loginToken } from '../support/users';
import { requestArbitrary, type FuzzRequest } from './request-arbitrary';

/**
 * Every write route under /api, as the server itself lists them, gets generated garbage from the
 * caller that may reach it. Properties: never a 5xx; always the envelope, with a message when
 * refused; and a refused request changes no data. FUZZ_SEED and FUZZ_RUNS (payloads) override the
 * fixed defaults.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const PAYLOADS = Number(process.env.FUZZ_RUNS ?? 10_000);
// Small batches: one with an accepted call that changed data sends its refusals again.
const BATCH = 10;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Security bookkeeping a refused call must write: failed logins, throttle hits, the audit trail,
// and the tries counted against an emailed code.
// Sequences are left out too: PostgreSQL never rolls them back, so an insert refused by a unique
// index leaves a gap in the ids, and no data.
const LEFT_OUT = [
  'public.request_throttle',
  'public.login_failures',
  'public.audit_log',
  'public.email_codes',
  '(sequence)',
];

const { app } = await startTestApp();

const ann = await signedInUser(app, 'ann@18xx.be');
const registered = await signedInUser(app, 'rita@18xx.be', ['REGISTERED']);
await app.db.update(users).set({ isEmailConfirmed: false }).where(eq(users.id, registered.id));
// Accounts the admin routes may approve, suspend or regroup without locking out the callers.
const victims = await Promise.all(
  ['victor@18xx.be', 'vera@18xx.be'].map((email) => signedInUser(app, email, ['REGISTERED'])),
);
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const registrationId = await insertRegistration(app.db, {
  conventionId: convention.id,
  userId: ann.id,
  firstName: 'Ann',
  lastName: 'Tester',
  email: ann.email,
});
const note = await app.inject({
  method: 'POST',
  url: '/api/Inbox/contact',
  headers: { authorization: `Bearer ${ann.token}` },
  payload: { title: 'Hello', body: 'A question', registrationId },
});
const noteId = note.json<{ data: { noteId: string } }>().data.noteId;
const templateIds = (await app.db.select({ id: emailTemplates.id }).from(emailTemplates)).map(
  (row) => row.id,
);

const known = {
  uuids: [...victims.map((victim) => victim.id), registrationId, noteId, ...convention.gameIds],
  integers: [convention.id, ...convention.sessionIds, ...templateIds.slice(0, 3)],
};

// Logging out revokes the caller's tokens: those routes get an account of their own, so the
// others keep being fuzzed with a live token.
const leaver = await signedInUser(app, 'lea@18xx.be', ['REGISTERED']);
const REVOKING = new Set(['POST /api/Auth/logout', 'POST /api/Auth/logout-everywhere']);

const tokenFor: Record<Profile, string | undefined> = {
  PUBLIC: undefined,
  OPTIONAL: undefined,
  SIGNED_IN: registered.token,
  MEMBER: ann.token,
  ADMIN_ONLY: adminToken,
};

const routes = [...serverOperations(app)].filter(([key]) => WRITE_METHODS.has(key.split(' ')[0]!));

const requests = fc.oneof(
  ...routes.map(([key, operation]) => {
    const profile = declaredProfile(operation);
    assert.ok(profile, `${key} declares roles no caller here has`);
    const token = REVOKING.has(key) ? leaver.token : tokenFor[profile];
    return requestArbitrary(key, operation, known, token);
  }),
);

const send = (request: FuzzRequest) =>
  app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: request.headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });

type Response = Awaited<ReturnType<typeof send>>;

const describe = (request: FuzzRequest, response: Response) =>
  `${request.method} ${request.url.slice(0, 300)} (${request.route}) from ${request.remoteAddress}\n` +
  `headers ${JSON.stringify(request.headers)}\n` +
  `body ${request.payload?.slice(0, 2000) ?? '(none)'}\n` +
  `-> ${response.statusCode} ${response.body.slice(0, 500)}`;

/** What is wrong with the answer, or null. */
const answerProblem = (response: Response): string | null => {
  if (response.statusCode >= 500) return `server error ${response.statusCode}`;
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return 'not JSON';
  }
  if (Object.keys(body).sort().join() !== 'data,errorMessage,result') return 'not the envelope';
  if (response.statusCode < 400) {
    return body.result === 0 && body.errorMessage === null ? null : 'a success without result 0';
  }
  if (body.result !== 1 || body.data !== null) return 'a refusal without result 1 and null data';
  return typeof body.errorMessage === 'string' && body.errorMessage.trim() !== ''
    ? null
    : 'a refusal without a message';
};

/** The data, once the mail worker has caught up, without what refusals may write. */
const dataFingerprint = async (): Promise<Fingerprint> => {
  // Every reply is in, so every queued mail is committed: a round now sends them all.
  app.mailWorker.wake();
  await app.mailWorker.idle();
  const all = await appFingerprint(app);
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => !LEFT_OUT.some((part) => name.includes(part))),
  );
};

const stats = {
  sent: 0,
  replayed: 0,
  perRoute: new Map<string, number>(),
  perStatus: new Map<number, number>(),
};
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

const sendChecked = async (request: FuzzRequest): Promise<Response> => {
  const response = await send(request);
  stats.sent += 1;
  bump(stats.perRoute, request.route);
  bump(stats.perStatus, response.statusCode);
  const problem = answerProblem(response);
  assert.equal(problem, null, `${problem}\n${describe(request, response)}`);
  return response;
};

const refused = (response: Response) => response.statusCode >= 400;

let current: Fingerprint | undefined;

/** The names of the tables whose rows differ. */
const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter(
    (name) => !isDeepStrictEqual(before[name], after[name]),
  );

/**
 * Sends the batch and proves that its refusals changed no data: unchanged data proves it for all
 * of them at once. When data changed and some calls were accepted, the refused ones are sent again
 * as a batch of their own (after the accepted ones, so in a state that differs only by those).
 */
const proveBatch = async (batch: FuzzRequest[]): Promise<void> => {
  const before = current ?? (await dataFingerprint());
  const responses: Response[] = [];
  for (const request of batch) responses.push(await sendChecked(request));
  current = await dataFingerprint();
  if (isDeepStrictEqual(current, before)) return;
  const again = batch.filter((_request, index) => refused(responses[index]!));
  assert.notEqual(
    again.length,
    batch.length,
    `refused requests changed ${changedTables(before, current).join(', ')}:\n` +
      batch.map((request, index) => describe(request, responses[index]!)).join('\n'),
  );
  stats.replayed += again.length;
  if (again.length > 0) await proveBatch(again);
};

test(`${PAYLOADS} generated payloads on every write route (seed ${SEED})`, async () => {
  console.log(`fuzz: seed ${SEED}, ${PAYLOADS} payloads over ${routes.length} write routes`);
  const details = await fc.check(
    fc.asyncProperty(fc.array(requests, { minLength: BATCH, maxLength: BATCH }), proveBatch),
    { seed: SEED, numRuns: Math.ceil(PAYLOADS / BATCH), endOnFailure: true },
  );
  // Our own report: fast-check's would print the whole batch, megabyte bodies included.
  if (details.failed) {
    assert.fail(`FUZZ_SEED=${SEED}, batch ${details.numRuns}: ${String(details.errorInstance)}`);
  }
  const statuses = [...stats.perStatus].sort(([a], [b]) => a - b);
  const accepted = statuses.filter(([status]) => status < 400).reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `fuzz: ${stats.sent} requests (${stats.replayed} of them refusals sent again), ` +
      `${accepted} accepted; statuses ${statuses.map(([s, n]) => `${s}x${n}`).join(' ')}; ` +
      `fewest on one route ${Math.min(...routes.map(([key]) => stats.perRoute.get(key) ?? 0))}`,
  );
  const untouched = routes.map(([key]) => key).filter((key) => !stats.perRoute.get(key));
  assert.deepEqual(untouched, [], 'every write route is fuzzed');
});
