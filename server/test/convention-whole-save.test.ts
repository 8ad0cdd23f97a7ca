import assert from 'node:assert/strict';
import { test } from 'node:test';
import { conventionSchema, type Convention } from 'shared-api/contract';
import { z } from 'zod';
import { bearer, fridayFrom, plusDays, signInCallers } from './conventions/convention-fixtures';
import { startTestApp } from './support/test-app';

// PUT /api/Convention with `sessions`: the modal's whole save, in one request and one transaction.

const { app } = await startTestApp();
const tokens = await signInCallers(app);

interface Answer<T> {
  status: number;
  errorMessage: string | null;
  data: T;
}

const call = async <T = Convention>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<Answer<T>> => {
  const response = await app.inject({
    method,
    url,
    headers: bearer(tokens.admin),
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, ...response.json<Omit<Answer<T>, 'status'>>() };
};

let weeks = 0;
const createSpring = async (name: string): Promise<Convention> => {
  weeks += 1;
  const friday = fridayFrom(60 + 7 * weeks);
  const answer = await call('POST', '/api/Convention', {
    name,
    startDate: friday.toISOString(),
    endDate: plusDays(friday, 3).toISOString(),
    season: 'SPRING',
    isRegistrationOpen: false,
  });
  assert.equal(answer.status, 200, answer.errorMessage ?? '');
  return conventionSchema.parse(answer.data);
};

const stored = async (id: number): Promise<Convention> => {
  const list = await call<Convention[]>('GET', '/api/Convention');
  const found = z
    .array(conventionSchema)
    .parse(list.data)
    .find((c) => c.id === id);
  assert.ok(found);
  return found;
};

const later = (wire: string, minutes: number) =>
  new Date(Date.parse(wire) + minutes * 60_000).toISOString();

const twoSessions = (convention: Convention) => {
  const [first, second] = convention.sessions;
  assert.ok(first && second);
  return [first, second] as const;
};

test('the name and several sessions are saved together in one request', async () => {
  const convention = await createSpring('Whole save');
  const [first, second] = twoSessions(convention);
  const answer = await call('PUT', '/api/Convention', {
    conventionId: convention.id,
    name: 'Whole save, renamed',
    isActive: false,
    sessions: [
      { sessionId: first.id, startDateTime: later(first.startDateTime, 30), endDateTime: null },
      {
        sessionId: second.id,
        startDateTime: later(second.startDateTime, 60),
        endDateTime: later(second.startDateTime, 240),
      },
    ],
  });
  assert.equal(answer.status, 200, answer.errorMessage ?? '');
  const after = await stored(convention.id);
  assert.equal(after.name, 'Whole save, renamed');
  const byId = new Map(after.sessions.map((s) => [s.id, s]));
  assert.equal(byId.get(first.id)?.startDateTime, later(first.startDateTime, 30));
  assert.equal(byId.get(first.id)?.endDateTime, null);
  assert.equal(byId.get(second.id)?.startDateTime, later(second.startDateTime, 60));
  assert.equal(byId.get(second.id)?.endDateTime, later(second.startDateTime, 240));
});

test('one valid and one backwards session: 400, and nothing changes', async () => {
  const convention = await createSpring('Backwards');
  const [first, second] = twoSessions(convention);
  const answer = await call('PUT', '/api/Convention', {
    conventionId: convention.id,
    name: 'Backwards, renamed',
    isActive: false,
    sessions: [
      { sessionId: first.id, startDateTime: later(first.startDateTime, 30), endDateTime: null },
      {
        sessionId: second.id,
        startDateTime: later(second.startDateTime, 60),
        endDateTime: second.startDateTime,
      },
    ],
  });
  assert.deepEqual(
    [answer.status, answer.errorMessage],
    [400, 'A session cannot end before it starts.'],
  );
  assert.deepEqual(await stored(convention.id), convention);
});

test("another convention's session is refused after the valid changes ran: all rolled back", async () => {
  const convention = await createSpring('Rolled back');
  const other = await createSpring('Someone else');
  const [first] = twoSessions(convention);
  const [foreign] = twoSessions(other);
  const answer = await call('PUT', '/api/Convention', {
    conventionId: convention.id,
    name: 'Rolled back, renamed',
    isActive: false,
    sessions: [
      { sessionId: first.id, startDateTime: later(first.startDateTime, 30), endDateTime: null },
      { sessionId: foreign.id, startDateTime: later(foreign.startDateTime, 30), endDateTime: null },
    ],
  });
  assert.deepEqual([answer.status, answer.errorMessage], [404, 'Session not found.']);
  assert.deepEqual(await stored(convention.id), convention);
  assert.deepEqual(await stored(other.id), other);
});

test('an activation with a refused session leaves the live convention active', async () => {
  const live = await createSpring('Live one');
  const activated = await call('PUT', '/api/Convention', {
    conventionId: live.id,
    name: live.name,
    isActive: true,
  });
  assert.equal(activated.status, 200);
  const candidate = await createSpring('Candidate');
  const answer = await call('PUT', '/api/Convention', {
    conventionId: candidate.id,
    name: candidate.name,
    isActive: true,
    sessions: [{ sessionId: 999_999, startDateTime: live.startDate, endDateTime: null }],
  });
  assert.equal(answer.status, 404);
  assert.equal((await stored(live.id)).isActive, true);
  assert.equal((await stored(candidate.id)).isActive, false);
});

test('the same session twice in one save is refused', async () => {
  const convention = await createSpring('Twice');
  const [first] = twoSessions(convention);
  const change = { sessionId: first.id, startDateTime: first.startDateTime, endDateTime: null };
  const answer = await call('PUT', '/api/Convention', {
    conventionId: convention.id,
    name: convention.name,
    isActive: false,
    sessions: [change, change],
  });
  assert.deepEqual(
    [answer.status, answer.errorMessage],
    [400, 'Each session can be changed only once in one save.'],
  );
  assert.deepEqual(await stored(convention.id), convention);
});
