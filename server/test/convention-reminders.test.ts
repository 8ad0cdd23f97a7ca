import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Convention, InvoiceMeta } from 'shared-api/contract';
import { and, eq, like } from 'drizzle-orm';
import { conventionReminders, invoiceMeta, logs, registrations } from '../src/db/schema';
import { sendDueReminders } from '../src/contexts/registrations';
import { eventually, mailFiles, mailsTo } from './support/mail';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type Member,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newTestDatabase, startAppOn } from './support/test-app';
import { loginToken } from './support/users';

const database = await newTestDatabase();
const first = await startAppOn(database);
const { app, config } = first;
const SITE = config.publicUrl;
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
// Starts Friday 30/05/2031: the 14-day reminder is due from 16/05, the 2-day one from 28/05.
const FOURTEEN_DAYS_BEFORE = new Date('2031-05-17T08:00:00Z');
const TWO_DAYS_BEFORE = new Date('2031-05-28T08:00:00Z');
const SUBJECT = 'Reminder: Spring Convention 2031';

const VENUE = {
  name: 'Sporthal De Nekker',
  address: 'Nekkerspoel-Borcht 19\n2800 Mechelen',
  latitude: 51.0259,
  longitude: 4.4776,
  arrivalNotes: 'Park at P2; the hall opens at 18:00.',
  phone: '+32 15 55 00 00',
};

const activeAs = (token: string | undefined) =>
  call<Convention>(app, token, 'GET', '/api/Convention/active');

const saveConvention = (payload: Record<string, unknown>) =>
  call<Convention>(app, adminToken, 'PUT', '/api/Convention', {
    conventionId: convention.id,
    name: convention.name,
    isActive: true,
    ...payload,
  });

const register = async (member: Member, overrides = {}) => {
  const answer = await call<{ id: string }>(app, member.token, 'POST', '/api/Registration', {
    ...registrationPayload(convention, member.email, { parking: false, ...overrides }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  // Made well before the reminders' days: registrations made later get the confirmation only.
  await app.db
    .update(registrations)
    .set({ createdAt: new Date('2031-03-01T10:00:00Z') })
    .where(eq(registrations.attendeeEmail, member.email));
  const [row] = await app.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.attendeeEmail, member.email));
  return row!.id;
};

/** The app serving now: the test of a restart replaces the first one. */
let live = app;

const remindersTo = async (email: string) =>
  (await mailsTo(app, email)).filter((mail) => mail.subject === SUBJECT);

await app.db.update(invoiceMeta).set({ springConventionFee: 75, springParkingFee: 15 });
const ann = await signedInUser(app, 'ann@18xx.be');
const bob = await signedInUser(app, 'bob@18xx.be');
const carl = await signedInUser(app, 'carl@18xx.be');
const dora = await signedInUser(app, 'dora@18xx.be');
const stranger = await signedInUser(app, 'stranger@18xx.be');

test('organisers set the venue and the reminder days; bad input changes nothing', async () => {
  const refused = await saveConvention({ venue: { ...VENUE, latitude: 91 } });
  assert.equal(refused.status, 400);
  assert.match(JSON.stringify(refused.body), /Latitude must be a number between -90 and 90/);
  const halfMap = await saveConvention({ venue: { ...VENUE, longitude: null } });
  assert.equal(halfMap.status, 400);
  assert.match(JSON.stringify(halfMap.body), /Give both latitude and longitude, or neither/);
  const badDays = await saveConvention({ reminderDays: '14, soon' });
  assert.equal(badDays.status, 400);
  assert.match(JSON.stringify(badDays.body), /Reminder days must be whole numbers/);
  const untouched = (await call<Convention[]>(app, adminToken, 'GET', '/api/Convention')).body
    .data[0]!;
  assert.equal(untouched.venue, null);
  assert.deepEqual(untouched.reminderDays, [14, 2], 'the default');

  const saved = await saveConvention({ venue: VENUE, reminderDays: '2, 14, 2' });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(saved.body.data.venue, VENUE);
  assert.deepEqual(saved.body.data.reminderDays, [14, 2], 'distinct, largest first');
});

test('the active convention gives the venue to organisers and placed attendees only', async () => {
  await register(ann);
  assert.deepEqual((await activeAs(undefined)).body.data.venue, null, 'a visitor');
  assert.deepEqual(
    (await activeAs(stranger.token)).body.data.venue,
    null,
    'a member not registered',
  );
  assert.deepEqual((await activeAs(ann.token)).body.data.venue, VENUE, 'a registered attendee');
  assert.deepEqual((await activeAs(adminToken)).body.data.venue, VENUE, 'an organiser');
  // The anonymous answer is cached: the attendee's own is never served to the visitor after it.
  assert.equal((await activeAs(undefined)).body.data.venue, null);
});

test('the confirmation mail gives the venue, its map and the on-site phone', async () => {
  const [confirmation] = (await mailsTo(app, ann.email)).filter((m) =>
    m.subject.startsWith('Your registration'),
  );
  assert.ok(confirmation);
  for (const part of [confirmation.html, confirmation.text]) {
    assert.match(part, /Venue: Sporthal De Nekker, Nekkerspoel-Borcht 19, 2800 Mechelen/);
    assert.ok(
      part.includes('https://www.openstreetmap.org/?mlat=51.0259&amp;mlon=4.4776') ||
        part.includes('https://www.openstreetmap.org/?mlat=51.0259&mlon=4.4776'),
      part,
    );
    assert.match(part, /on-site phone: \+32 15 55 00 00/);
  }
  assert.doesNotMatch(confirmation.text, /halfway between Brussels and Antwerp/);
});

test('each placed attendee gets one reminder per reminder day, even with two servers racing and after a restart', async () => {
  await register(bob);
  await register(carl);
  await register(dora);
  const cancelled = await signedInUser(app, 'eve@18xx.be');
  const eveId = await register(cancelled);
  const cancel = await call(app, cancelled.token, 'POST', `/api/Registration/${eveId}/cancel`);
  assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
  // Carl wants no reminders; Dora turned message mail off but kept the reminders.
  const carlChoice = await call(app, carl.token, 'PUT', '/api/User/me/notifications', {
    messageMail: true,
    reminderMail: false,
  });
  assert.deepEqual(carlChoice.body.data, { messageMail: true, reminderMail: false });
  const doraChoice = await call(app, dora.token, 'PUT', '/api/User/me/notifications', {
    messageMail: false,
  });
  assert.deepEqual(doraChoice.body.data, { messageMail: false, reminderMail: true });

  assert.equal(await sendDueReminders(app.db, SITE, new Date('2031-05-15T08:00:00Z')), 0);

  // Two servers on one database when there is PostgreSQL; two runs at once on PGlite.
  const second = database.databaseUrl ? (await startAppOn(database)).app : app;
  const queued = await Promise.all([
    sendDueReminders(app.db, SITE, FOURTEEN_DAYS_BEFORE),
    sendDueReminders(second.db, SITE, FOURTEEN_DAYS_BEFORE),
  ]);
  assert.equal(queued[0] + queued[1], 3, 'Ann, Bob and Dora, once each');
  for (const member of [ann, bob, dora]) {
    assert.equal((await remindersTo(member.email)).length, 1, member.email);
  }
  assert.deepEqual(await remindersTo(carl.email), [], 'Carl chose no reminders');
  assert.deepEqual(await remindersTo(cancelled.email), [], 'a cancelled registration');
  // One line per server that sent some: together they name each attendee once.
  const logged = await app.db
    .select({ message: logs.message, level: logs.logLevel })
    .from(logs)
    .where(like(logs.message, 'Reminder 14 days before Spring Convention 2031%'));
  assert.ok(logged.length >= 1 && logged.every((line) => line.level === 'Info'));
  const named = logged.flatMap((line) =>
    (/sent to \d+ attendee\(s\): (.*)$/.exec(line.message)?.[1] ?? '').split(', '),
  );
  assert.deepEqual(named.sort(), [ann.email, bob.email, dora.email]);

  // A restart on the same data runs the job again at once: nothing more goes out.
  await app.close();
  const restarted = (await startAppOn(database)).app;
  live = restarted;
  assert.equal(await sendDueReminders(restarted.db, SITE, FOURTEEN_DAYS_BEFORE), 0);
  assert.equal(await sendDueReminders(restarted.db, SITE, TWO_DAYS_BEFORE), 3);
  assert.equal(await sendDueReminders(restarted.db, SITE, TWO_DAYS_BEFORE), 0);
  const rows = await restarted.db
    .select()
    .from(conventionReminders)
    .where(and(eq(conventionReminders.conventionId, convention.id)));
  assert.equal(rows.length, 8, 'four attendees, two days, Carl recorded without a mail');
  assert.equal(rows.filter((row) => row.mailId === null).length, 2);
  await restarted.mailWorker.idle();

  // What each mail says, read back from the files the server writes without SMTP.
  await eventually(
    () => mailFiles(config.dataDir).filter((f) => f.content.includes(SUBJECT)).length === 6,
  );
  const annsFiles = mailFiles(config.dataDir).filter(
    (f) => f.content.includes(SUBJECT) && f.name.endsWith('ann@18xx.be.txt'),
  );
  assert.equal(annsFiles.length, 2);
  const text = annsFiles[0]!.content;
  assert.match(text, /Hello Ann,/);
  assert.match(text, /Spring Convention 2031 is coming: 30\/05\/2031 - 02\/06\/2031/);
  assert.match(text, /Venue: Sporthal De Nekker, Nekkerspoel-Borcht 19, 2800 Mechelen/);
  assert.match(text, /openstreetmap\.org\/\?mlat=51\.0259/);
  assert.match(text, /Arrival: Park at P2; the hall opens at 18:00\./);
  assert.match(
    text,
    /Your sessions: Friday Evening \(Friday 30\/05\/2031 19:00\), Saturday Day \(Saturday 31\/05\/2031 10:00\) \(Brussels time\)/,
  );
  assert.match(text, /Your tables: not published yet/);
  assert.match(text, /Payment: Your invoice has not been sent yet/);
  assert.match(text, /https:\/\/club\.example\/my-registrations/);
});

test('a reminder tells what is left to pay, with the EPC QR code asking for it', async () => {
  const app2 = live;
  const admin = await loginToken(app2, ADMIN_EMAIL, ADMIN_PASSWORD);
  const meta = (await call<InvoiceMeta>(app2, admin, 'GET', '/api/InvoiceMeta')).body.data;
  const payee = await call(app2, admin, 'PUT', '/api/InvoiceMeta', {
    ...meta,
    beneficiaryName: '18xx Belgium',
    iban: 'BE68 5390 0754 7034',
  });
  assert.equal(payee.status, 200, JSON.stringify(payee.body));
  const sent = await call(app2, admin, 'POST', `/api/Inbox/admin/invoice/send/${ann.id}`);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  // An organiser adds a reminder a week before: it falls due at once, on the next run.
  const added = await call<Convention>(app2, admin, 'PUT', '/api/Convention', {
    conventionId: convention.id,
    name: convention.name,
    isActive: true,
    reminderDays: [14, 7, 1],
  });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  assert.equal(
    await sendDueReminders(app2.db, SITE, new Date('2031-05-29T08:00:00Z')),
    3,
    'the 1-day reminder; the 7-day one passed while the 2-day one was sent',
  );
  const [mail] = (await mailsTo(app2, ann.email)).filter((m) => m.subject === SUBJECT).slice(-1);
  assert.ok(mail);
  assert.match(mail.text, /€75\.00 left to pay on invoice/);
  assert.match(mail.text, /IBAN BE68 5390 0754 7034/);
  assert.match(mail.text, /structured communication \+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
  const qrUrl = /QR code to pay: (\S+)/.exec(mail.text)?.[1];
  assert.ok(qrUrl, mail.text);
  assert.match(mail.html, /<img src="https:\/\/club\.example\/api\/Invoice\/[^"]+\/qr\.png"/);
  const png = await app2.inject({ method: 'GET', url: new URL(qrUrl).pathname });
  assert.equal(png.statusCode, 200);
  const image = PNG.sync.read(png.rawPayload);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  assert.match(code?.data ?? '', /\nEUR75\.00\n/);
});
