import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { calendarTokens, conventions, registrations, sessions } from '../src/db/schema';
import { call, type EnvelopeBody } from './support/accounts';
import { calendarEvents } from './support/calendar-events';
import {
  createConvention,
  registrationPayload,
  signedInUser,
} from './support/registration-fixtures';
import { loggerOptions } from '../src/shared/logs/logger-options';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();
const envelope = (response: { json: () => unknown }) => response.json() as EnvelopeBody;

const convention = await createConvention(app.db);
// A past convention the member was at stays out of the feed.
const past = await createConvention(app.db, { name: 'Winter 2020', isActive: false });
await app.db
  .update(conventions)
  .set({ startDate: new Date('2020-11-27T00:00:00Z'), endDate: new Date('2020-11-29T00:00:00Z') })
  .where(eq(conventions.id, past.id));

const ann = await signedInUser(app, 'ann@18xx.be');
const bob = await signedInUser(app, 'bob@18xx.be');
const register = async (
  token: string,
  email: string,
  sessionIds: number[],
  conventionId = convention.id,
) => {
  const response = await call(app, 'POST', '/api/Registration', {
    token,
    payload: registrationPayload({ ...convention, id: conventionId }, email, {
      sessions: sessionIds.map((id) => ({ id })),
    }),
  });
  assert.equal(response.statusCode, 200, response.body);
};
// Friday Evening (no end) and Saturday Day, not Saturday Evening.
const [saturdayDay, fridayEvening, saturdayEvening] = convention.sessionIds as [
  number,
  number,
  number,
];
await register(ann.token, ann.email, [fridayEvening, saturdayDay]);
await register(bob.token, bob.email, [saturdayEvening]);
await app.db.insert(registrations).values({
  conventionId: past.id,
  userId: ann.id,
  registeredByUserId: ann.id,
  attendeeFirstName: 'Ann',
  attendeeLastName: 'Peeters',
  attendeeEmail: ann.email,
  experienceLevel: 1,
  termsAccepted: true,
});

const newFeed = async (token: string) => {
  const response = await call(app, 'POST', '/api/User/me/calendar-token', { token });
  assert.equal(response.statusCode, 200, response.body);
  return envelope(response).data as { token: string; url: string };
};

const fetchFeed = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

/** The real instant of a Brussels wall-clock time, from the platform's own zone data. */
const brussels = (wallClock: string): Date => {
  const asUtc = new Date(`${wallClock}Z`);
  const shown = new Date(
    asUtc.toLocaleString('sv-SE', { timeZone: 'Europe/Brussels' }).replace(' ', 'T') + 'Z',
  );
  return new Date(asUtc.getTime() - (shown.getTime() - asUtc.getTime()));
};

test("the feed holds the member's convention and exactly their sessions, at their Brussels times", async () => {
  const { token, url } = await newFeed(ann.token);
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(url, `${app.config.publicUrl}/api/Calendar/${token}.ics`);
  const [stored] = await app.db
    .select()
    .from(calendarTokens)
    .where(eq(calendarTokens.userId, ann.id));
  assert.ok(stored);
  assert.notEqual(stored.tokenHash, token, 'only a hash is stored');
  assert.ok(!stored.tokenHash.includes(token));

  const response = await fetchFeed(url);
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^text\/calendar/);
  const text = response.body;
  assert.ok(text.includes('\r\n'), 'CRLF line ends');
  assert.ok(!/[^\r]\n/.test(text), 'no bare LF');
  for (const line of text.split('\r\n')) {
    assert.ok(Buffer.byteLength(line) <= 75, `folded: ${line}`);
  }
  assert.match(text, /BEGIN:VTIMEZONE\r\nTZID:Europe\/Brussels/);

  const events = calendarEvents(text);
  const byUid = new Map(events.map((event) => [event.uid, event]));
  const host = new URL(app.config.publicUrl).hostname;
  assert.deepEqual(
    [...byUid.keys()].sort(),
    [
      `convention-${convention.id}@${host}`,
      `session-${fridayEvening}@${host}`,
      `session-${saturdayDay}@${host}`,
    ].sort(),
    "the convention and Ann's two sessions; not Bob's session, not the past convention",
  );

  const whole = byUid.get(`convention-${convention.id}@${host}`)!;
  assert.equal(whole.summary, 'Spring Convention 2031');
  assert.ok(whole.startDate.isDate, 'a whole-day event');
  assert.equal(whole.startDate.toString(), '2031-05-30');
  assert.equal(whole.endDate.toString(), '2031-06-03', 'through the last day');

  // The registration as the member sees it, each session checked against its event.
  const mine = await call(app, 'GET', '/api/Registration/my', { token: ann.token });
  const registration = (
    envelope(mine).data as {
      registrations: {
        sessions: { id: number; name: string; startDateTime: string }[];
      }[];
    }
  ).registrations[0]!;
  assert.equal(registration.sessions.length, 2);
  for (const session of registration.sessions) {
    const event = byUid.get(`session-${session.id}@${host}`);
    assert.ok(event, `an event for ${session.name}`);
    assert.equal(event.summary, `${session.name}: Spring Convention 2031`);
    assert.equal(event.startDate.zone?.tzid, 'Europe/Brussels');
    const wallStart = session.startDateTime.replace(/(\.000)?Z$/, '');
    assert.equal(event.startDate.toJSDate().getTime(), brussels(wallStart).getTime(), session.name);
    // The member's answer leaves the end out: the stored session has it.
    const [stored] = await app.db.select().from(sessions).where(eq(sessions.id, session.id));
    const wallEnd = stored?.endDateTime
      ? stored.endDateTime.toISOString().replace(/(\.000)?Z$/, '')
      : // An evening without an end runs to one o'clock at night.
        '2031-05-31T01:00:00';
    assert.equal(event.endDate.toJSDate().getTime(), brussels(wallEnd).getTime(), session.name);
  }
  // 19:00 in Mechelen in summer time is 17:00 UTC.
  const friday = byUid.get(`session-${fridayEvening}@${host}`)!;
  assert.equal(friday.startDate.toJSDate().toISOString(), '2031-05-30T17:00:00.000Z');

  const again = await fetchFeed(url);
  assert.equal(again.body, text, 'an unchanged feed reads the same: stable ids and stamps');
});

test('the download on /my-registrations is the same calendar, for the signed-in member only', async () => {
  const { url } = await newFeed(ann.token);
  const download = await call(app, 'GET', '/api/User/me/calendar.ics', { token: ann.token });
  assert.equal(download.statusCode, 200);
  assert.match(
    String(download.headers['content-disposition']),
    /attachment; filename="18xx-belgium.ics"/,
  );
  assert.equal(download.body, (await fetchFeed(url)).body);
  assert.equal((await call(app, 'GET', '/api/User/me/calendar.ics')).statusCode, 401);
  const bobs = await call(app, 'GET', '/api/User/me/calendar.ics', { token: bob.token });
  const uids = calendarEvents(bobs.body).map((event) => event.uid);
  assert.ok(!uids.some((uid) => uid.startsWith(`session-${fridayEvening}@`)), "not Ann's sessions");
  assert.ok(uids.some((uid) => uid.startsWith(`session-${saturdayEvening}@`)));
});

test('a new token revokes the old; unknown and malformed tokens are 404 in the envelope', async () => {
  const first = await newFeed(bob.token);
  const second = await newFeed(bob.token);
  assert.notEqual(first.token, second.token);
  const revoked = await fetchFeed(first.url);
  assert.equal(revoked.statusCode, 404);
  assert.deepEqual(envelope(revoked), {
    result: 1,
    errorMessage: 'Calendar not found.',
    data: null,
  });
  assert.equal((await fetchFeed(second.url)).statusCode, 200);
  for (const path of [
    `/api/Calendar/${'A'.repeat(43)}.ics`,
    '/api/Calendar/short.ics',
    `/api/Calendar/${second.token.slice(0, 42)}.ics`,
    `/api/Calendar/${encodeURIComponent("' or 1=1 --")}.ics`,
  ]) {
    const response = await app.inject({ method: 'GET', url: path });
    assert.equal(response.statusCode, 404, path);
  }
});

test("a suspended member's feed no longer serves, and serves again once reactivated", async () => {
  const carl = await signedInUser(app, 'carl@18xx.be');
  const admin = await signedInUser(app, 'feed-admin@18xx.be', ['REGISTERED', 'USER', 'ADMIN']);
  const { url } = await newFeed(carl.token);
  assert.equal((await fetchFeed(url)).statusCode, 200);
  const act = async (action: 'suspend' | 'reactivate') => {
    const response = await call(app, 'POST', `/api/User/${carl.id}/${action}`, {
      token: admin.token,
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  await act('suspend');
  const suspended = await fetchFeed(url);
  assert.equal(suspended.statusCode, 404);
  assert.deepEqual(envelope(suspended), {
    result: 1,
    errorMessage: 'Calendar not found.',
    data: null,
  });
  assert.ok(!suspended.body.includes('BEGIN:VCALENDAR'));
  await act('reactivate');
  assert.equal((await fetchFeed(url)).statusCode, 200);
});

test('the feed needs no sign-in and ignores a token sent with it', async () => {
  const { url } = await newFeed(ann.token);
  const withOtherSession = await app.inject({
    method: 'GET',
    url: new URL(url).pathname,
    headers: { authorization: `Bearer ${bob.token}` },
  });
  assert.equal(withOtherSession.statusCode, 200);
  assert.ok(withOtherSession.body.includes(`session-${fridayEvening}@`), "still Ann's feed");
});

test("the request log leaves a feed's token out", async () => {
  const { token, url } = await newFeed(ann.token);
  const serialize = loggerOptions({ level: 'info', port: 1 }).serializers?.req as (req: {
    method: string;
    url: string;
  }) => { url: string };
  const logged = serialize({ method: 'GET', url: new URL(url).pathname });
  assert.equal(logged.url, '/api/Calendar/[REDACTED].ics');
  assert.ok(!JSON.stringify(logged).includes(token));
  assert.equal(serialize({ method: 'GET', url: '/api/Inbox/1?x=2' }).url, '/api/Inbox/1');
});

test('a cancelled registration leaves the calendar', async () => {
  const mine = await call(app, 'GET', '/api/Registration/my', { token: bob.token });
  const [registration] = (envelope(mine).data as { registrations: { id: string }[] }).registrations;
  assert.ok(registration);
  const cancel = await call(app, 'POST', `/api/Registration/${registration.id}/cancel`, {
    token: bob.token,
  });
  assert.equal(cancel.statusCode, 200);
  const feed = await call(app, 'GET', '/api/User/me/calendar.ics', { token: bob.token });
  const uids = calendarEvents(feed.body).map((event) => event.uid);
  assert.ok(!uids.some((uid) => uid.startsWith('session-')), 'no session of the cancelled one');
  assert.ok(
    uids.some((uid) => uid.startsWith(`convention-${convention.id}@`)),
    'the convention',
  );
});

test('a member waiting for a place reads their place in line, not an invitation to register', async () => {
  const placed = await app.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(eq(registrations.conventionId, convention.id), eq(registrations.status, 'registered')),
    );
  // Full: the next two wait, first Cleo, then Dirk.
  await app.db
    .update(conventions)
    .set({ capacity: placed.length })
    .where(eq(conventions.id, convention.id));
  const cleo = await signedInUser(app, 'cleo@18xx.be');
  const dirk = await signedInUser(app, 'dirk@18xx.be');
  await register(cleo.token, cleo.email, [saturdayDay]);
  await register(dirk.token, dirk.email, [saturdayDay]);
  const [waiting] = await app.db
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.attendeeEmail, dirk.email));
  assert.equal(waiting?.status, 'waiting');

  const feed = await call(app, 'GET', '/api/User/me/calendar.ics', { token: dirk.token });
  assert.equal(feed.statusCode, 200);
  const events = calendarEvents(feed.body);
  assert.deepEqual(
    events.map((event) => event.uid.split('@')[0]),
    [`convention-${convention.id}`],
    'the convention, and no session before a place is theirs',
  );
  assert.equal(
    events[0]!.description,
    'You are on the waiting list (position 2): when a place becomes free, the first in line gets it.',
  );
  assert.ok(!feed.body.includes('Register on the website'));
});

test('once the organisers set the venue, the attendee events give LOCATION and GEO', async () => {
  const venue = {
    name: 'Sporthal De Nekker',
    address: 'Nekkerspoel-Borcht 19\n2800 Mechelen',
    latitude: 51.0259,
    longitude: 4.4776,
    arrivalNotes: '',
    phone: '',
  };
  await app.db.update(conventions).set({ venue }).where(eq(conventions.id, convention.id));
  const { url } = await newFeed(ann.token);
  const events = calendarEvents((await fetchFeed(url)).body);
  assert.equal(events.length, 3);
  for (const event of events) {
    assert.equal(event.location, 'Sporthal De Nekker, Nekkerspoel-Borcht 19, 2800 Mechelen');
    assert.deepEqual(event.component.getFirstPropertyValue('geo'), [51.0259, 4.4776]);
  }

  // Without coordinates: the address alone, no GEO.
  await app.db
    .update(conventions)
    .set({ venue: { ...venue, latitude: null, longitude: null } })
    .where(eq(conventions.id, convention.id));
  const plain = calendarEvents((await fetchFeed(url)).body);
  for (const event of plain) {
    assert.match(event.location, /^Sporthal De Nekker/);
    assert.equal(event.component.getFirstProperty('geo'), null);
  }
});
