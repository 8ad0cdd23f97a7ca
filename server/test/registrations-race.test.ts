import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, registrations, registrationSessions } from '../src/db/schema';
import { startTestApp } from './support/test-app';
import {
  bearer,
  createConvention,
  registrationPayload,
  signedInUser,
  type Answer,
} from './support/registration-fixtures';

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the requests really overlap; PGlite's
// single connection runs them one after another, which must give the same answer.
const { app } = await startTestApp();
const convention = await createConvention(app.db);

const ALREADY_REGISTERED = 'This attendee is already registered for this convention.';

const registerAtOnce = async (token: string, payloads: readonly object[]) =>
  Promise.all(
    payloads.map((payload) =>
      app.inject({ method: 'POST', url: '/api/Registration', headers: bearer(token), payload }),
    ),
  );

const outcome = (responses: Awaited<ReturnType<typeof registerAtOnce>>) => ({
  created: responses.filter((r) => r.statusCode === 200).length,
  refused: responses.filter(
    (r) => r.statusCode === 409 && r.json<Answer>().errorMessage === ALREADY_REGISTERED,
  ).length,
});

const rowsFor = async (email: string) =>
  app.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(sql`lower(${registrations.attendeeEmail}) = ${email}`);

test('20 identical registration requests at once leave exactly one registration', async () => {
  const member = await signedInUser(app, 'double@18xx.be');
  const payload = registrationPayload(convention, member.email);
  const responses = await registerAtOnce(member.token, Array(20).fill(payload));

  assert.deepEqual(outcome(responses), { created: 1, refused: 19 });
  const rows = await rowsFor(member.email);
  assert.equal(rows.length, 1);
  const sessions = await app.db
    .select()
    .from(registrationSessions)
    .where(eq(registrationSessions.registrationId, rows[0]!.id));
  assert.equal(sessions.length, 2, 'the winner keeps its sessions, the losers left nothing');
  const mails = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, member.email));
  assert.equal(mails.length, 1, 'one confirmation');
});

test('two tabs (different ids, same attendee) at once leave exactly one registration', async () => {
  const member = await signedInUser(app, 'two-tabs@18xx.be');
  const payloads = Array.from({ length: 10 }, () =>
    registrationPayload(convention, member.email.toUpperCase()),
  );
  const responses = await registerAtOnce(member.token, payloads);

  assert.deepEqual(outcome(responses), { created: 1, refused: 9 });
  assert.equal((await rowsFor(member.email)).length, 1);
});
