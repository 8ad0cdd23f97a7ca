import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clubWallClock, conventionSchema, type Convention } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { conventionFeaturedGames, conventions, sessions } from '../src/db/schema';
import {
  bearer,
  fridayFrom,
  insertConvention,
  insertGame,
  plusDays,
  signInCallers,
} from './conventions/convention-fixtures';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();
const tokens = await signInCallers(app);

interface Answer<T> {
  status: number;
  result: number;
  errorMessage: string | null;
  data: T;
}

const call = async <T = Convention>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token: string | null = tokens.admin,
): Promise<Answer<T>> => {
  const response = await app.inject({
    method,
    url,
    headers: bearer(token ?? undefined),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, ...response.json<Omit<Answer<T>, 'status'>>() };
};

const wire = (date: Date) => date.toISOString();

const createWinter = async (name: string, friday = fridayFrom(60)) => {
  const answer = await call('POST', '/api/Convention', {
    name,
    startDate: wire(friday),
    endDate: wire(plusDays(friday, 2)),
    season: 'WINTER',
    isRegistrationOpen: false,
  });
  assert.equal(answer.status, 200, answer.errorMessage ?? '');
  return conventionSchema.strict().parse(answer.data);
};

const PAST_LOCKED =
  'This convention is past: it can no longer be edited, toggled or have featured games added or removed.';

test('without an active convention, /active answers 404 with the SPEC text', async () => {
  const answer = await call('GET', '/api/Convention/active', undefined, null);
  assert.deepEqual(answer, {
    status: 404,
    result: 1,
    errorMessage: 'No active convention found.',
    data: null,
  });
});

test('a winter convention gets the winter schedule, Friday 19:00 to Sunday 16:00', async () => {
  const friday = fridayFrom(60);
  const convention = await createWinter('Winter Convention', friday);
  assert.equal(convention.isActive, false);
  assert.equal(convention.registrationOpen, false);
  assert.equal(convention.startDate, wire(friday));
  const at = (days: number, time: string) =>
    `${plusDays(friday, days).toISOString().slice(0, 10)}T${time}:00.000Z`;
  assert.deepEqual(
    convention.sessions.map(({ id: _, registeredCount: __, ...s }) => s),
    [
      {
        name: 'Friday Evening',
        dayOfWeekName: 'FRIDAY',
        sessionType: 'EVENING',
        startDateTime: at(0, '19:00'),
        endDateTime: at(1, '01:00'),
      },
      {
        name: 'Saturday Day',
        dayOfWeekName: 'SATURDAY',
        sessionType: 'DAY',
        startDateTime: at(1, '10:00'),
        endDateTime: at(1, '19:00'),
      },
      {
        name: 'Saturday Evening',
        dayOfWeekName: 'SATURDAY',
        sessionType: 'EVENING',
        startDateTime: at(1, '19:00'),
        endDateTime: at(2, '01:00'),
      },
      {
        name: 'Sunday Day',
        dayOfWeekName: 'SUNDAY',
        sessionType: 'DAY',
        startDateTime: at(2, '10:00'),
        endDateTime: at(2, '16:00'),
      },
    ],
  );
});

test('a spring convention gets six sessions, Friday evening to Monday closing at 16:00', async () => {
  const friday = fridayFrom(120);
  const answer = await call('POST', '/api/Convention', {
    name: 'Spring Convention',
    startDate: wire(friday),
    endDate: wire(plusDays(friday, 3)),
    season: 'SPRING',
    isRegistrationOpen: true,
  });
  assert.equal(answer.status, 200);
  assert.equal(answer.data.registrationOpen, true);
  assert.deepEqual(
    answer.data.sessions.map((s) => [s.name, s.startDateTime.slice(11, 16), s.endDateTime]),
    [
      ['Friday Evening', '19:00', null],
      ['Saturday Day', '10:00', `${plusDays(friday, 1).toISOString().slice(0, 10)}T17:30:00.000Z`],
      ['Saturday Evening', '20:00', null],
      ['Sunday Day', '10:00', null],
      ['Sunday Evening', '19:00', null],
      ['Monday Day', '10:00', `${plusDays(friday, 3).toISOString().slice(0, 10)}T16:00:00.000Z`],
    ],
  );
});

test('creating refuses missing dates, a start that is not a Friday, an end before the start, unknown fields', async () => {
  const friday = fridayFrom(60);
  const base = {
    name: 'Bad',
    startDate: wire(friday),
    endDate: wire(plusDays(friday, 2)),
    season: 'WINTER',
    isRegistrationOpen: false,
  };
  const refused = async (payload: object, message: string) => {
    const answer = await call('POST', '/api/Convention', payload);
    assert.equal(answer.status, 400);
    assert.equal(answer.errorMessage, message);
  };
  await refused({ ...base, startDate: null }, 'Start and End dates are required.');
  await refused({ ...base, endDate: '' }, 'Start and End dates are required.');
  const { endDate: _, ...withoutEnd } = base;
  await refused(withoutEnd, 'Start and End dates are required.');
  await refused(
    { ...base, startDate: wire(plusDays(friday, 1)) },
    'A convention starts on a Friday: please choose a Friday as the start date.',
  );
  await refused(
    { ...base, endDate: wire(plusDays(friday, -7)) },
    'The end date cannot be before the start date.',
  );
  await refused({ ...base, name: '  ' }, 'Convention name is required.');
  await refused({ ...base, isActive: true }, 'Unknown field: isActive.');
});

test('editing changes only the name and the active flag; setting one active deactivates the other', async () => {
  const first = await createWinter('First');
  const second = await createWinter('Second', fridayFrom(200));
  const activate = (c: Convention, name = c.name) =>
    call('PUT', '/api/Convention', { conventionId: c.id, name, isActive: true });

  const renamed = await activate(first, 'First, renamed');
  assert.equal(renamed.status, 200);
  assert.equal(renamed.data.name, 'First, renamed');
  assert.equal(renamed.data.startDate, first.startDate, 'dates do not change');
  let active = await call('GET', '/api/Convention/active', undefined, null);
  assert.equal(active.data.id, first.id);

  assert.equal((await activate(second)).status, 200);
  active = await call('GET', '/api/Convention/active', undefined, null);
  assert.equal(active.data.id, second.id, 'the cache is refreshed by the write');
  const list = await call<Convention[]>('GET', '/api/Convention');
  assert.deepEqual(
    list.data.filter((c) => c.isActive).map((c) => c.id),
    [second.id],
  );

  const deactivated = await call('PUT', '/api/Convention', {
    conventionId: second.id,
    name: second.name,
    isActive: false,
  });
  assert.equal(deactivated.data.isActive, false);
  assert.equal((await call('GET', '/api/Convention/active', undefined, null)).status, 404);
  const unknown = await call('PUT', '/api/Convention', {
    conventionId: 999999,
    name: 'x',
    isActive: false,
  });
  assert.deepEqual([unknown.status, unknown.errorMessage], [404, 'Convention not found.']);
});

test('the list is newest first with sessions by start and games by name', async () => {
  const list = await call<Convention[]>('GET', '/api/Convention');
  assert.equal(list.status, 200);
  z.array(conventionSchema.strict()).parse(list.data);
  const starts = list.data.map((c) => Date.parse(c.startDate));
  assert.deepEqual(
    starts,
    [...starts].sort((a, b) => b - a),
  );
  for (const c of list.data) {
    const sessionStarts = c.sessions.map((s) => Date.parse(s.startDateTime));
    assert.deepEqual(
      sessionStarts,
      [...sessionStarts].sort((a, b) => a - b),
    );
  }
});

test('session times change, the end may be cleared, and may not precede the start', async () => {
  const convention = await createWinter('Session edits');
  const [session] = convention.sessions;
  assert.ok(session);
  const start = new Date(Date.parse(session.startDateTime) + 30 * 60 * 1000).toISOString();
  const changed = await call('PUT', '/api/Convention/session', {
    sessionId: session.id,
    startDateTime: start,
    endDateTime: null,
  });
  assert.equal(changed.status, 200);
  const after = changed.data.sessions.find((s) => s.id === session.id);
  assert.deepEqual([after?.startDateTime, after?.endDateTime], [start, null]);
  assert.equal(after?.name, session.name, 'the name stays');

  const backwards = await call('PUT', '/api/Convention/session', {
    sessionId: session.id,
    startDateTime: start,
    endDateTime: session.startDateTime,
  });
  assert.deepEqual(
    [backwards.status, backwards.errorMessage],
    [400, 'A session cannot end before it starts.'],
  );
  const missing = await call('PUT', '/api/Convention/session', {
    sessionId: 999999,
    startDateTime: start,
    endDateTime: null,
  });
  assert.deepEqual([missing.status, missing.errorMessage], [404, 'Session not found.']);
});

test('registration opens and closes', async () => {
  const convention = await createWinter('Registration');
  const url = `/api/Convention/${convention.id}/registration-status`;
  assert.equal((await call('PUT', url, { isOpen: true })).data.registrationOpen, true);
  assert.equal((await call('PUT', url, { isOpen: false })).data.registrationOpen, false);
});

test('a featured game is linked once, unlinked once, and must exist', async () => {
  const convention = await createWinter('Games');
  const gameId = await insertGame(app.db, '1846');
  const url = `/api/Convention/${convention.id}/featured-games/${gameId}`;
  const linked = await call('POST', url);
  assert.deepEqual(
    linked.data.featuredGames.map((g) => g.gameName),
    ['1846'],
  );
  const twice = await call('POST', url);
  assert.deepEqual(
    [twice.status, twice.errorMessage],
    [409, 'This featured game is already linked to this convention.'],
  );
  assert.equal((await call('DELETE', url)).data.featuredGames.length, 0);
  const again = await call('DELETE', url);
  assert.deepEqual(
    [again.status, again.errorMessage],
    [404, 'This featured game is not linked to this convention.'],
  );
  const unknown = await call(
    'POST',
    `/api/Convention/${convention.id}/featured-games/00000000-0000-4000-8000-000000000000`,
  );
  assert.deepEqual([unknown.status, unknown.errorMessage], [404, 'Featured game not found.']);
});

test('a past convention cannot be edited, toggled, re-timed or have games linked or unlinked', async () => {
  const friday = fridayFrom(-30);
  const pastId = await insertConvention(app.db, {
    name: 'Past',
    startDate: friday,
    endDate: plusDays(friday, 2),
  });
  const [session] = await app.db
    .insert(sessions)
    .values({
      conventionId: pastId,
      name: 'Friday Evening',
      startDateTime: plusDays(friday, 0),
      endDateTime: null,
      dayOfWeekName: 'FRIDAY',
      sessionType: 'EVENING',
    })
    .returning();
  const linkedGame = await insertGame(app.db, 'Past game');
  await app.db
    .insert(conventionFeaturedGames)
    .values({ conventionId: pastId, featuredGameId: linkedGame });
  const otherGame = await insertGame(app.db, 'Other game');

  const attempts = [
    call('PUT', '/api/Convention', { conventionId: pastId, name: 'Renamed', isActive: true }),
    call('PUT', `/api/Convention/${pastId}/registration-status`, { isOpen: true }),
    call('PUT', '/api/Convention/session', {
      sessionId: session!.id,
      startDateTime: wire(friday),
      endDateTime: null,
    }),
    call('POST', `/api/Convention/${pastId}/featured-games/${otherGame}`),
    call('DELETE', `/api/Convention/${pastId}/featured-games/${linkedGame}`),
  ];
  for (const answer of await Promise.all(attempts)) {
    assert.deepEqual([answer.status, answer.errorMessage], [409, PAST_LOCKED]);
  }
  const [row] = await app.db.select().from(conventions).where(eq(conventions.id, pastId));
  assert.deepEqual([row?.name, row?.isActive, row?.registrationOpen], ['Past', false, false]);
});

test('a convention ending today is not past yet', async () => {
  const clock = clubWallClock(new Date());
  const today = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate()));
  const id = await insertConvention(app.db, {
    name: 'Ends today',
    startDate: plusDays(today, -3),
    endDate: today,
  });
  const answer = await call('PUT', `/api/Convention/${id}/registration-status`, { isOpen: true });
  assert.equal(answer.status, 200);
});

test('every convention write needs an admin; /active is open to anyone', async () => {
  const convention = await createWinter('Roles');
  const gameId = await insertGame(app.db, 'Roles game');
  const friday = fridayFrom(60);
  const writes: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object]> = [
    ['GET', '/api/Convention'],
    [
      'POST',
      '/api/Convention',
      {
        name: 'x',
        startDate: wire(friday),
        endDate: wire(friday),
        season: 'SPRING',
        isRegistrationOpen: false,
      },
    ],
    ['PUT', '/api/Convention', { conventionId: convention.id, name: 'x', isActive: true }],
    [
      'PUT',
      '/api/Convention/session',
      {
        sessionId: convention.sessions[0]!.id,
        startDateTime: wire(friday),
        endDateTime: null,
      },
    ],
    ['PUT', `/api/Convention/${convention.id}/registration-status`, { isOpen: true }],
    ['POST', `/api/Convention/${convention.id}/featured-games/${gameId}`],
    ['DELETE', `/api/Convention/${convention.id}/featured-games/${gameId}`],
  ];
  for (const [method, url, body] of writes) {
    for (const [who, token, status] of [
      ['anonymous', null, 401],
      ['REGISTERED', tokens.registered, 403],
      ['USER', tokens.user, 403],
    ] as const) {
      const answer = await call(method, url, body, token);
      assert.equal(answer.status, status, `${who} ${method} ${url}`);
      assert.equal(answer.result, 1);
    }
  }
  const after = await call<Convention[]>('GET', '/api/Convention');
  const unchanged = after.data.find((c) => c.id === convention.id);
  assert.deepEqual(
    [unchanged?.name, unchanged?.isActive, unchanged?.registrationOpen],
    ['Roles', false, false],
  );
  for (const token of [null, tokens.registered, tokens.user, tokens.admin]) {
    const status = (await call('GET', '/api/Convention/active', undefined, token)).status;
    assert.ok(status === 200 || status === 404);
  }
});

test('two admins activating two conventions at once leave exactly one active', async () => {
  const a = await createWinter('Race A', fridayFrom(300));
  const b = await createWinter('Race B', fridayFrom(310));
  const answers = await Promise.all(
    [a, b].map((c) =>
      call('PUT', '/api/Convention', { conventionId: c.id, name: c.name, isActive: true }),
    ),
  );
  for (const answer of answers) {
    assert.ok(
      answer.status === 200 ||
        (answer.status === 409 &&
          answer.errorMessage ===
            'Another convention was set active at the same time. Please reload and try again.'),
      `${answer.status} ${answer.errorMessage}`,
    );
  }
  const active = await app.db.select().from(conventions).where(eq(conventions.isActive, true));
  assert.equal(active.length, 1);
});

test('linking the same game twice at once links it once', async () => {
  const convention = await createWinter('Double link');
  const gameId = await insertGame(app.db, 'Double');
  const url = `/api/Convention/${convention.id}/featured-games/${gameId}`;
  const statuses = (await Promise.all([call('POST', url), call('POST', url)])).map((a) => a.status);
  assert.deepEqual(statuses.sort(), [200, 409]);
});
