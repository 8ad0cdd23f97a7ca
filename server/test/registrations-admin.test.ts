import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminRegistration, RegistrationExport, RegistrationInput } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { conventions, invoices } from '../src/db/schema';
import { csvHeaders } from '../src/contexts/registrations/registrations-csv';
import { defuseCell } from '../src/shared/csv/csv-file';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import {
  bearer,
  createConvention,
  registrationPayload,
  signedInUser,
  type Answer,
} from './support/registration-fixtures';
import { parseCsv } from './support/parse-csv';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const convention = await createConvention(app.db);
/** Today in Brussels, yyyy-mm-dd, as the file names state it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const past = await createConvention(app.db, { name: 'Winter 2030', isActive: false });
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

const organiser = await signedInUser(app, 'olga@18xx.be', ['REGISTERED', 'USER'], {
  canRegisterMultiplePlayers: true,
});
const member = await signedInUser(app, 'piet@18xx.be');

const register = async (token: string, payload: RegistrationInput) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Registration',
    headers: bearer(token),
    payload,
  });
  assert.equal(response.statusCode, 200, response.body);
};

// Olga registers herself and a guest whose fields try every trick a spreadsheet falls for.
const olgaPayload = registrationPayload(convention, organiser.email, {
  attendeeFirstName: 'Olga',
  attendeeLastName: 'Janssens',
  attendeeNationality: 'Belgian',
  sessions: convention.sessionIds.map((id) => ({ id })),
  featuredGameIds: convention.gameIds,
  mindNewPlayers: false,
});
await register(organiser.token, olgaPayload);
const guestPayload = registrationPayload(convention, 'guest@example.com', {
  attendeeFirstName: '=HYPERLINK("http://evil.example","click")',
  attendeeLastName: '+Plus',
  attendeeNationality: '-Minus',
  bringGames: '@SUM(1,2)',
  wantToPlayGames: '=1+1',
  peopleToPlayWith: 'Line one\nLine "two", with a comma',
  additionalInfo: 'Café – ünïcode',
  attendeeYearOfBirth: null,
  parking: false,
  licensePlate: null,
  featuredGameIds: [],
  mindNewPlayers: true,
  experienceLevel: 0,
});
await register(organiser.token, guestPayload);
// A registration of another convention never shows.
await app.db.update(conventions).set({ isActive: false }).where(eq(conventions.id, convention.id));
await app.db.update(conventions).set({ isActive: true }).where(eq(conventions.id, past.id));
await register(member.token, registrationPayload(past, member.email));
await app.db.update(conventions).set({ isActive: false }).where(eq(conventions.id, past.id));
await app.db.update(conventions).set({ isActive: true }).where(eq(conventions.id, convention.id));

const call = (method: 'GET' | 'PUT', url: string, token: string | undefined, payload?: object) =>
  app.inject({ method, url: `/api/Registration/admin/${url}`, headers: bearer(token), payload });

const list = async () =>
  (await call('GET', 'active-convention-registrations', adminToken)).json<
    Answer<AdminRegistration[]>
  >().data;

test('every admin call refuses anonymous callers and members', async () => {
  const calls = [
    ['GET', 'active-convention-registrations'],
    ['PUT', 'update'],
    ['GET', 'export-registrations'],
  ] as const;
  for (const [method, url] of calls) {
    const payload = method === 'PUT' ? olgaPayload : undefined;
    assert.equal((await call(method, url, undefined, payload)).statusCode, 401, url);
    const refused = await call(method, url, member.token, payload);
    assert.equal(refused.statusCode, 403, url);
    assert.equal(
      refused.json<Answer>().errorMessage,
      'You do not have permission to perform this action.',
    );
  }
});

test("the admin list holds the active convention's registrations with their invoice state", async () => {
  let rows = await list();
  assert.deepEqual(
    rows.map((r) => r.attendeeEmail),
    ['guest@example.com', 'olga@18xx.be'],
    'sorted by attendee first name',
  );
  const olga = rows.find((r) => r.attendeeEmail === organiser.email)!;
  assert.deepEqual(olga.registeredBy, {
    userId: organiser.id,
    firstName: 'olga',
    lastName: 'Tester',
    email: organiser.email,
  });
  assert.equal(olga.isInvoiceSent, false);
  assert.deepEqual(
    olga.sessions.map((s) => s.name),
    ['Friday Evening', 'Saturday Day', 'Saturday Evening'],
  );
  assert.equal(olga.featuredGames.length, 2);

  // One invoice to the registrant covers everyone she registered.
  await app.db
    .insert(invoices)
    .values({ recipientUserId: organiser.id, conventionId: convention.id, html: '<p>Invoice</p>' });
  rows = await list();
  assert.ok(rows.every((r) => r.isInvoiceSent));
  await app.db.delete(invoices);
});

test('an admin update follows the same rules as the form', async () => {
  const olga = (await list()).find((r) => r.attendeeEmail === organiser.email)!;
  const refused = await call('PUT', 'update', adminToken, {
    ...olgaPayload,
    id: olga.id,
    attendeeFirstName: '',
    sessions: [],
    parking: true,
    licensePlate: '',
  });
  assert.equal(refused.statusCode, 400);
  assert.equal(
    refused.json<Answer>().errorMessage,
    'First Name is required.; You must select at least one session to attend.; License plate is required for parking.',
  );

  const duplicate = await call('PUT', 'update', adminToken, {
    ...olgaPayload,
    attendeeEmail: 'GUEST@example.com',
  });
  assert.equal(duplicate.statusCode, 409);
  assert.equal(
    duplicate.json<Answer>().errorMessage,
    'This attendee is already registered for this convention.',
  );

  const moved = await call('PUT', 'update', adminToken, { ...olgaPayload, conventionId: past.id });
  assert.equal(
    moved.json<Answer>().errorMessage,
    'A registration cannot move to another convention.',
  );

  const foreign = await call('PUT', 'update', adminToken, {
    ...olgaPayload,
    sessions: [{ id: past.sessionIds[0] }],
  });
  assert.equal(
    foreign.json<Answer>().errorMessage,
    'One or more chosen sessions are not part of this convention.',
  );

  const missing = await call('PUT', 'update', adminToken, {
    ...olgaPayload,
    id: '00000000-0000-4000-8000-000000000000',
  });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json<Answer>().errorMessage, 'Registration not found.');
});

test('an admin update changes the details, never who registered, and works while closed', async () => {
  await app.db
    .update(conventions)
    .set({ registrationOpen: false })
    .where(eq(conventions.id, convention.id));
  const response = await call('PUT', 'update', adminToken, {
    ...olgaPayload,
    attendeeLastName: 'Janssens-Peeters',
    sessions: [{ id: convention.sessionIds[2] }],
    featuredGameIds: [],
    parking: false,
    experienceLevel: 3,
  });
  await app.db
    .update(conventions)
    .set({ registrationOpen: true })
    .where(eq(conventions.id, convention.id));
  assert.equal(response.statusCode, 200, response.body);
  const { data } = response.json<Answer<AdminRegistration>>();
  assert.equal(data.attendeeLastName, 'Janssens-Peeters');
  assert.deepEqual(
    data.sessions.map((s) => s.name),
    ['Saturday Evening'],
  );
  assert.deepEqual(data.featuredGames, []);
  assert.equal(data.licensePlate, null);
  assert.equal(data.experienceLevel, 3);
  assert.equal(data.registeredBy.userId, organiser.id);
  assert.equal(data.userId, organiser.id);
  // Put back for the export test.
  const restored = await call('PUT', 'update', adminToken, olgaPayload);
  assert.equal(restored.statusCode, 200, restored.body);
});

test('the export is a base64 CSV of every active registration once, checked cell by cell', async () => {
  const response = await call('GET', 'export-registrations', adminToken);
  assert.equal(response.statusCode, 200, response.body);
  const { data } = response.json<Answer<RegistrationExport>>();
  assert.equal(data.fileName, `registrations-spring-convention-2031-${today()}.csv`);
  const text = Buffer.from(data.data, 'base64').toString('utf8');
  assert.ok(text.startsWith('\uFEFF'), 'a byte order mark, for spreadsheet programs');
  assert.ok(text.includes('\r\n'), 'RFC 4180 line breaks');

  const [headers, ...records] = parseCsv(text.slice(1));
  assert.deepEqual(headers, csvHeaders());
  assert.equal(records.length, 2, 'the other convention is not exported');
  const rows = records.map((cells) => Object.fromEntries(headers!.map((h, i) => [h, cells[i]])));
  const [guest, olga] = rows;

  const olgaCreatedAt = (await list()).find((r) => r.attendeeEmail === organiser.email)!.createdAt;
  assert.deepEqual(olga, {
    'First Name': 'Olga',
    'Last Name': 'Janssens',
    Email: 'olga@18xx.be',
    'Year of Birth': '1990',
    Nationality: 'Belgian',
    Experience: 'Intermediate',
    Sessions: 'Friday Evening; Saturday Day; Saturday Evening',
    'Special Sessions': `1830 (${convention.name}); 18Chesapeake (${convention.name})`,
    'Games to Bring': '1830',
    'Catalogue Games to Bring': '',
    'Games to Play': '18EU',
    'Catalogue Games to Play': '',
    'People to Play With': '',
    'Listed People to Play With': '',
    'May Be Picked to Play With': 'No',
    'Own Poker Chips': 'Yes',
    "Doesn't Mind New Players": 'Yes',
    'Host and Teach': 'No',
    'Same Experience': 'Yes',
    Parking: 'Yes',
    'License Plate': '1-ABC-123',
    'Additional Info': '',
    'Dietary Needs': '',
    Meals: '',
    'Accompanying Persons': '',
    'Listed as Coming': 'No',
    'Registered By': 'olga Tester',
    'Registered By Email': 'olga@18xx.be',
    'Invoice Sent': 'No',
    'Invoice Number': '',
    'Structured Communication': '',
    'Invoice Amount': '',
    'Left To Pay': '',
    'Payment Status': '',
    'Registered At (UTC)': olgaCreatedAt,
  });
  assert.deepEqual(
    {
      first: guest!['First Name'],
      last: guest!['Last Name'],
      nationality: guest!.Nationality,
      bring: guest!['Games to Bring'],
      play: guest!['Games to Play'],
      people: guest!['People to Play With'],
      info: guest!['Additional Info'],
      year: guest!['Year of Birth'],
      experience: guest!.Experience,
      newPlayers: guest!["Doesn't Mind New Players"],
      parking: guest!.Parking,
      plate: guest!['License Plate'],
      games: guest!['Special Sessions'],
    },
    {
      first: `'=HYPERLINK("http://evil.example","click")`,
      last: `'+Plus`,
      nationality: `'-Minus`,
      bring: `'@SUM(1,2)`,
      play: `'=1+1`,
      people: 'Line one\nLine "two", with a comma',
      info: 'Café – ünïcode',
      year: '',
      experience: 'New',
      newPlayers: 'No',
      parking: 'No',
      plate: '',
      games: '',
    },
  );
});

test('without an active convention the list is empty and the export holds only the headers', async () => {
  await app.db
    .update(conventions)
    .set({ isActive: false })
    .where(eq(conventions.id, convention.id));
  try {
    assert.deepEqual(await list(), []);
    const { data } = (await call('GET', 'export-registrations', adminToken)).json<
      Answer<RegistrationExport>
    >();
    const rows = parseCsv(Buffer.from(data.data, 'base64').toString('utf8').slice(1));
    assert.deepEqual(rows, [csvHeaders()]);
  } finally {
    await app.db
      .update(conventions)
      .set({ isActive: true })
      .where(eq(conventions.id, convention.id));
  }
});

test('a cell starting with =, +, -, @, a tab or a carriage return is defused', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) {
    assert.equal(defuseCell(`${start}1`), `'${start}1`);
  }
  assert.equal(defuseCell('1-ABC-123'), '1-ABC-123');
  assert.equal(defuseCell(1990), '1990');
  assert.equal(defuseCell(null), '');
});
