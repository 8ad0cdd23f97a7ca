import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminRegistration } from 'shared-api/contract';
import { registrations, registrationSessions } from '../src/db/schema';
import { createConvention } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken } from './support/users';

const { app } = await startTestApp();

// More than two pages of the registrations the server reads at a time.
const COUNT = 2_345;

/** A three-letter name per number, so that the names' order is not the order of insertion. */
const nameOf = (n: number) =>
  [676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(n / unit) % 26))).join('');

test('a convention of thousands lists every registration once, by name, each with its own sessions', async () => {
  const convention = await createConvention(app.db);
  const registrant = await createUser(app.db, { email: 'many@18xx.be', roles: ['USER'] });
  const sessionsOf = (i: number) => convention.sessionIds.filter((_, s) => (i + s) % 2 === 0);
  for (let start = 0; start < COUNT; start += 500) {
    const made = await app.db
      .insert(registrations)
      .values(
        Array.from({ length: Math.min(500, COUNT - start) }, (_, k) => {
          const i = start + k;
          return {
            conventionId: convention.id,
            userId: registrant,
            registeredByUserId: registrant,
            attendeeFirstName: nameOf((i * 7919) % 17_576),
            attendeeLastName: `n${i}`,
            attendeeEmail: `many-${i}@18xx.be`,
            attendeeYearOfBirth: 1980,
            experienceLevel: 2,
            termsAccepted: true,
          };
        }),
      )
      .returning({ id: registrations.id, email: registrations.attendeeEmail });
    await app.db.insert(registrationSessions).values(
      made.flatMap(({ id, email }) =>
        sessionsOf(Number(email.slice('many-'.length, email.indexOf('@')))).map((sessionId) => ({
          registrationId: id,
          sessionId,
          checkedIn: email.startsWith('many-1'),
        })),
      ),
    );
  }

  const token = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const answer = await app.inject({
    method: 'GET',
    url: `/api/Registration/admin/active-convention-registrations?conventionId=${convention.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(answer.statusCode, 200);
  const listed = answer.json<{ data: AdminRegistration[] }>().data;

  assert.equal(listed.length, COUNT);
  assert.equal(new Set(listed.map((r) => r.id)).size, COUNT);
  const names = listed.map((r) => r.attendeeFirstName);
  assert.deepEqual(names, [...names].sort());
  for (const r of listed) {
    const i = Number(r.attendeeLastName.slice(1));
    const chosen = sessionsOf(i);
    assert.deepEqual(r.sessions.map((s) => s.id).sort(), [...chosen].sort(), r.attendeeLastName);
    assert.deepEqual(
      [...r.checkedInSessionIds].sort(),
      r.attendeeEmail.startsWith('many-1') ? [...chosen].sort() : [],
    );
  }
});
