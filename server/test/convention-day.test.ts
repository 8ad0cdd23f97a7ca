import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import type { AdminRegistration, RegistrationExport, RegistrationInput } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { invoices, payments, registrations } from '../src/db/schema';
import { BADGES_PER_SHEET } from '../src/contexts/registrations/badges-pdf';
import { SESSION_NOT_CHOSEN } from '../src/contexts/registrations/check-in';
import { CHECKED_IN_MARK } from '../src/contexts/registrations/checkin-list-pdf';
import { csvHeaders, TICK } from '../src/contexts/registrations/registrations-csv';
import { openPdf, pdfText } from './support/pdf-text';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import {
  bearer,
  createConvention,
  registrationPayload,
  signedInUser,
  type Answer,
} from './support/registration-fixtures';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const convention = await createConvention(app.db);
/** Today in Brussels, yyyy-mm-dd, as the file names state it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const organiser = await signedInUser(app, 'olga@18xx.be', ['REGISTERED', 'USER'], {
  canRegisterMultiplePlayers: true,
});
const member = await signedInUser(app, 'piet@18xx.be');

// The fixture inserts Saturday Day, Friday Evening and Saturday Evening, in that order.
const [saturdayDay, fridayEvening, saturdayEvening] = convention.sessionIds as [
  number,
  number,
  number,
];

const register = async (email: string, overrides: Partial<RegistrationInput>) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Registration',
    headers: bearer(organiser.token),
    payload: registrationPayload(convention, email, overrides),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Answer<AdminRegistration>>().data;
};

// Olga herself, a young guest, a Nordic, a Central European and a Chinese name, and one who tries a
// formula.
const olga = await register(organiser.email, {
  attendeeFirstName: 'Olga',
  attendeeLastName: 'Janssens',
  sessions: [{ id: fridayEvening }, { id: saturdayEvening }],
});
const young = await register('kid@example.com', {
  attendeeFirstName: 'Lotte',
  attendeeLastName: 'Claes',
  // The fixture's convention is in 2031: fifteen that year.
  attendeeYearOfBirth: 2016,
  parking: false,
  licensePlate: null,
  sessions: [{ id: saturdayDay }],
});
const zoe = await register('zoe@example.com', {
  attendeeFirstName: 'Zoë',
  attendeeLastName: 'Ødegård',
  attendeeNationality: 'Norwegian',
  bringGames: '1830, 18Chesapeake, 1889',
  licensePlate: 'EL-12345',
  sessions: [{ id: fridayEvening }, { id: saturdayDay }, { id: saturdayEvening }],
});
const lukasz = await register('lukasz@example.com', {
  attendeeFirstName: 'Łukasz',
  attendeeLastName: 'Dvořák',
  attendeeNationality: 'Ελληνική',
});
const wang = await register('wang@example.com', {
  attendeeFirstName: '小明',
  attendeeLastName: '王',
  attendeeNationality: '中国',
  bringGames: '1830 中文版',
});
const trick = await register('trick@example.com', {
  attendeeFirstName: '=HYPERLINK("http://evil.example","click")',
  attendeeLastName: 'Zeebrugge',
  bringGames: '@SUM(1,2)',
  // A line break must not start a row, nor the formula after it a cell.
  additionalInfo: 'x\n=1+1',
  peopleToPlayWith: 'y\r-2+3',
  attendeeYearOfBirth: null,
});
const everyone = [olga, young, zoe, lukasz, wang, trick];

// Olga's invoice covers herself and her guests: €75 of which €25 came in.
const [invoice] = await app.db
  .insert(invoices)
  .values({
    recipientUserId: organiser.id,
    conventionId: convention.id,
    html: '<p>Invoice</p>',
    number: '2031-0001',
    structuredReference: '090000000151',
    amountCents: 7500,
  })
  .returning({ id: invoices.id });
await app.db
  .insert(payments)
  .values({ invoiceId: invoice!.id, amountCents: 2500, method: 'cash', paidOn: '2031-05-01' });

const admin = (method: 'GET' | 'PUT', url: string, token = adminToken, payload?: object) =>
  app.inject({
    method,
    url: `/api/Registration/admin/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

const exported = async (query: string) => {
  const response = await admin('GET', `export-registrations${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Answer<RegistrationExport>>().data;
};

test('the xlsx export, read back by another library: a ticked column per session, typed cells', async () => {
  const file = await exported('?format=xlsx');
  assert.equal(file.fileName, `registrations-spring-convention-2031-${today()}.xlsx`);
  const sheet = await readSheet(Buffer.from(file.data, 'base64'), { trim: false });
  const [headers, ...rows] = sheet;
  const at = (header: string) => {
    const index = headers!.indexOf(header);
    assert.ok(index >= 0, `a column ${header}`);
    return index;
  };
  assert.deepEqual(
    headers!.slice(at('Experience') + 1, at('Special Sessions')),
    ['Friday Evening', 'Saturday Day', 'Saturday Evening'],
    'one column per session, in start order, where the CSV has one Sessions cell',
  );
  assert.equal(rows.length, everyone.length);
  const row = (email: string) => rows.find((cells) => cells[at('Email')] === email)!;

  const zoeRow = row('zoe@example.com');
  assert.equal(zoeRow[at('First Name')], 'Zoë');
  assert.equal(zoeRow[at('Last Name')], 'Ødegård');
  assert.deepEqual(
    ['Friday Evening', 'Saturday Day', 'Saturday Evening'].map((s) => zoeRow[at(s)]),
    [TICK, TICK, TICK],
  );
  assert.equal(zoeRow[at('Year of Birth')], 1990, 'a number, not text');
  assert.equal(zoeRow[at('Parking')], true, 'a yes/no cell');
  assert.equal(zoeRow[at("Doesn't Mind New Players")], true);
  assert.equal(zoeRow[at('Invoice Amount')], 75, 'euros as a number');
  assert.equal(
    zoeRow[at('Structured Communication')],
    '+++090/0000/00151+++',
    'a text cell, with no apostrophe',
  );
  assert.equal(zoeRow[at('Payment Status')], 'Partially paid');
  assert.equal(zoeRow[at('Left To Pay')], null, 'Olga pays for Zoë');
  assert.equal(row(organiser.email)[at('Left To Pay')], 50, 'once, on the row of who pays');
  const registeredAt = zoeRow[at('Registered At (UTC)')];
  assert.ok(registeredAt instanceof Date, 'a date cell');
  assert.ok(Math.abs(registeredAt.getTime() - Date.parse(zoe.createdAt)) < 1000);

  const olgaRow = row('olga@18xx.be');
  assert.deepEqual(
    ['Friday Evening', 'Saturday Day', 'Saturday Evening'].map((s) => olgaRow[at(s)]),
    [TICK, null, TICK],
  );
  assert.equal(row('kid@example.com')[at('Parking')], false);

  const trickRow = row('trick@example.com');
  assert.equal(trickRow[at('First Name')], `'=HYPERLINK("http://evil.example","click")`);
  assert.equal(trickRow[at('Games to Bring')], `'@SUM(1,2)`);
  assert.equal(trickRow[at('Additional Info')], 'x\n=1+1');
  assert.equal(trickRow[at('Year of Birth')], null);
  assert.equal(row('wang@example.com')[at('First Name')], '小明');
});

/** When a registration was made, as a Belgian reads it: dd/mm/yyyy HH:mm in Brussels. */
const brusselsMinute = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

test('the semicolon CSV is what Excel in a Belgian locale reads: decimal commas, dd/mm/yyyy HH:mm in Brussels, no apostrophe of ours', async () => {
  const semicolon = await exported('?format=csv&separator=semicolon');
  assert.equal(semicolon.fileName, `registrations-spring-convention-2031-${today()}.csv`);
  const text = Buffer.from(semicolon.data, 'base64').toString('utf8');
  const records = parse(text, { bom: true, delimiter: ';' }) as string[][];
  const headers = csvHeaders([], 'semicolon');
  assert.deepEqual(records[0], headers);
  assert.equal(records.length, everyone.length + 1, 'a line break in free text starts no row');
  const cell = (record: string[], header: string) => {
    assert.ok(headers.includes(header), `a column ${header}`);
    return record[headers.indexOf(header)];
  };
  const zoeRecord = records.find((r) => r[2] === 'zoe@example.com')!;
  assert.equal(cell(zoeRecord, 'Sessions'), 'Friday Evening; Saturday Day; Saturday Evening');
  assert.equal(cell(zoeRecord, 'Invoice Amount'), '75,00');
  assert.equal(cell(zoeRecord, 'Structured Communication'), '090/0000/00151');
  const olgaRecord = records.find((r) => r[2] === organiser.email)!;
  assert.equal(cell(olgaRecord, 'Left To Pay'), '50,00');
  assert.equal(cell(zoeRecord, 'Registered At (Brussels time)'), brusselsMinute(zoe.createdAt));
  assert.match(cell(zoeRecord, 'Registered At (Brussels time)')!, /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  const ours = records
    .slice(1)
    .flatMap((record) =>
      [
        'Structured Communication',
        'Invoice Amount',
        'Left To Pay',
        'Registered At (Brussels time)',
      ].map((header) => cell(record, header)),
    );
  assert.ok(!ours.some((value) => value?.startsWith("'")), 'no cell of ours needs defusing');
  const trickRecord = records.find((r) => r[2] === 'trick@example.com')!;
  assert.equal(trickRecord[0], `'=HYPERLINK("http://evil.example","click")`);
  assert.equal(cell(trickRecord, 'Additional Info'), 'x\n=1+1');
  assert.equal(cell(trickRecord, 'People to Play With'), 'y\r-2+3');
  assert.ok(text.includes('"x\n=1+1"'), 'a field with a line feed is quoted');
  assert.ok(text.includes('"y\r-2+3"'), 'a field with a carriage return is quoted');
});

test('the comma CSV is the default: decimal points and ISO instants, the communication without +++', async () => {
  const comma = await exported('');
  const text = Buffer.from(comma.data, 'base64').toString('utf8');
  const records = parse(text, { bom: true }) as string[][];
  const headers = csvHeaders();
  assert.deepEqual(records[0], headers);
  assert.equal(records.length, everyone.length + 1, 'a line break in free text starts no row');
  const zoeRecord = records.find((r) => r[2] === 'zoe@example.com')!;
  assert.equal(zoeRecord[headers.indexOf('Invoice Amount')], '75.00');
  assert.equal(zoeRecord[headers.indexOf('Structured Communication')], '090/0000/00151');
  assert.equal(zoeRecord[headers.indexOf('Registered At (UTC)')], zoe.createdAt);
  const trickRecord = records.find((r) => r[2] === 'trick@example.com')!;
  assert.equal(trickRecord[headers.indexOf('Additional Info')], 'x\n=1+1');

  assert.equal((await admin('GET', 'export-registrations?format=pdf')).statusCode, 400);
  assert.equal((await admin('GET', 'export-registrations?separator=tab')).statusCode, 400);
});

test('checked in is saved at once and shows in the admin list; members cannot set it', async () => {
  const refused = await admin('PUT', `${zoe.id}/checked-in`, member.token, { checkedIn: true });
  assert.equal(refused.statusCode, 403);
  const saved = await admin('PUT', `${zoe.id}/checked-in`, adminToken, { checkedIn: true });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json<Answer<AdminRegistration>>().data.checkedIn, true);
  const list = (await admin('GET', 'active-convention-registrations')).json<
    Answer<AdminRegistration[]>
  >().data;
  assert.deepEqual(
    list.filter((r) => r.checkedIn).map((r) => r.id),
    [zoe.id],
  );
  const undone = await admin('PUT', `${zoe.id}/checked-in`, adminToken, { checkedIn: false });
  assert.equal(undone.json<Answer<AdminRegistration>>().data.checkedIn, false);
  const [row] = await app.db
    .select({ checkedIn: registrations.checkedIn })
    .from(registrations)
    .where(eq(registrations.id, zoe.id));
  assert.equal(row?.checkedIn, false);

  const missing = await admin(
    'PUT',
    '00000000-0000-4000-8000-000000000000/checked-in',
    adminToken,
    {
      checkedIn: true,
    },
  );
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json<Answer>().errorMessage, 'Registration not found.');
  assert.equal(
    (await admin('PUT', `${zoe.id}/checked-in`, adminToken, { checkedIn: 'yes' })).statusCode,
    400,
  );
});

/** How often the check-in list marks someone checked in for a session. */
const checkedInMarks = async () => {
  const response = await admin('GET', `checkin-list?conventionId=${convention.id}`);
  assert.equal(response.statusCode, 200, response.body);
  const text = (await pdfText(response.rawPayload)).join('\n');
  assert.ok(text.includes(`X = registered, ${CHECKED_IN_MARK} = checked in`), text);
  return text.split(/\s+/).filter((word) => word === CHECKED_IN_MARK).length;
};

test('per session: checked in for one session checks the attendee in; the list marks it', async () => {
  const marksBefore = await checkedInMarks();
  const checkIn = (body: object, token = adminToken) =>
    admin('PUT', `${olga.id}/checked-in`, token, body);
  const saved = await checkIn({ checkedIn: true, sessionId: fridayEvening });
  assert.equal(saved.statusCode, 200, saved.body);
  const answer = saved.json<Answer<AdminRegistration>>().data;
  assert.deepEqual(answer.checkedInSessionIds, [fridayEvening]);
  assert.equal(answer.checkedIn, true, 'arriving for a session is arriving at the convention');
  assert.equal(await checkedInMarks(), marksBefore + 1, 'the list ticks the session');

  const notHers = await checkIn({ checkedIn: true, sessionId: saturdayDay });
  assert.equal(notHers.statusCode, 400);
  assert.equal(notHers.json<Answer>().errorMessage, SESSION_NOT_CHOSEN);
  assert.equal((await checkIn({ checkedIn: true, sessionId: -1 })).statusCode, 400);
  assert.equal(
    (await checkIn({ checkedIn: true, sessionId: fridayEvening }, member.token)).statusCode,
    403,
  );
  const anonymous = await app.inject({
    method: 'PUT',
    url: `/api/Registration/admin/${olga.id}/checked-in`,
    payload: { checkedIn: true, sessionId: fridayEvening },
  });
  assert.equal(anonymous.statusCode, 401);

  const session = await checkIn({ checkedIn: false, sessionId: fridayEvening });
  assert.deepEqual(session.json<Answer<AdminRegistration>>().data.checkedInSessionIds, []);
  assert.equal(session.json<Answer<AdminRegistration>>().data.checkedIn, true, 'still came');
  await checkIn({ checkedIn: true, sessionId: saturdayEvening });
  const whole = await checkIn({ checkedIn: false });
  assert.deepEqual(
    whole.json<Answer<AdminRegistration>>().data.checkedInSessionIds,
    [],
    'not at the convention is at none of its sessions',
  );
  assert.equal(await checkedInMarks(), marksBefore);
});

test('the check-in list is an A4 PDF holding every attendee, by last name, with what the door needs', async () => {
  const response = await admin('GET', `checkin-list?conventionId=${convention.id}`);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['content-type'], 'application/pdf');
  assert.equal(
    response.headers['content-disposition'],
    `attachment; filename="checkin-list-spring-convention-2031-${today()}.pdf"`,
  );
  assert.ok(response.rawPayload.subarray(0, 5).toString() === '%PDF-');
  const pdf = await openPdf(response.rawPayload);
  const { view } = await pdf.getPage(1);
  assert.deepEqual([Math.round(view[2]!), Math.round(view[3]!)].sort(), [595, 842], 'an A4 page');
  const text = (await pdfText(response.rawPayload)).join('\n');
  const names = ['Claes, Lotte', 'Dvořák, Łukasz', 'Janssens, Olga', 'Ødegård, Zoë', 'Zeebrugge,'];
  for (const name of names) assert.ok(text.includes(name), `${name} in:\n${text}`);
  // The font has no Chinese: the name is there, marked unreadable, and the PDF is still made.
  assert.ok(text.includes('?, ??'), text);
  // By the line that starts with the name: a registrant's name also points to their invoice.
  const lines = text.split('\n');
  const order = names.map((name) => lines.findIndex((line) => line.startsWith(name)));
  assert.deepEqual(
    order,
    [...order].sort((a, b) => a - b),
    'sorted by last name',
  );
  assert.ok(text.includes('olga Tester'), 'who registered them');
  assert.ok(text.includes('EL-12345'), 'the parking plate');
  assert.ok(text.includes('Partially paid'));
  assert.ok(text.includes('€50.00 left'), 'what is left to pay');
  assert.ok(text.includes('Parent or guardian present'), 'a guardian line for the young attendee');
  assert.equal(text.split('Parent or guardian present').length - 1, 1, 'only for her');
  assert.ok(text.includes('Signature'));
  assert.ok(text.includes('Fri eve = Friday Evening'), 'a column per session, explained');
});

test('the badges are A4 label sheets: first name, last name, nationality, games brought', async () => {
  const response = await admin('GET', `badges?conventionId=${convention.id}`);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['content-type'], 'application/pdf');
  assert.equal(
    response.headers['content-disposition'],
    `attachment; filename="badges-spring-convention-2031-${today()}.pdf"`,
  );
  const pages = await pdfText(response.rawPayload);
  assert.equal(pages.length, Math.ceil(everyone.length / BADGES_PER_SHEET));
  const text = pages.join('\n');
  for (const part of [
    'Zoë',
    'Ødegård',
    'Norwegian',
    'Brings: 1830, 18Chesapeake, 1889',
    'Lotte',
    'Łukasz',
    'Dvořák',
    'Ελληνική',
  ]) {
    assert.ok(text.includes(part), `${part} in:\n${text}`);
  }
  assert.ok(text.includes('??'), 'the Chinese name, replaced rather than failing');
});

test('more than a sheet of badges takes a second sheet', async () => {
  const extra: AdminRegistration[] = [];
  for (let i = 0; i < BADGES_PER_SHEET; i += 1) {
    extra.push(
      await register(`extra${i}@example.com`, {
        attendeeFirstName: `Extra${i}`,
        attendeeLastName: 'Verbeke',
      }),
    );
  }
  try {
    const response = await admin('GET', `badges?conventionId=${convention.id}`);
    const pages = await pdfText(response.rawPayload);
    assert.equal(pages.length, 2);
    const list = await admin('GET', `checkin-list?conventionId=${convention.id}`);
    const text = (await pdfText(list.rawPayload)).join('\n');
    for (const r of extra) assert.ok(text.includes(`Verbeke, ${r.attendeeFirstName}`));
  } finally {
    for (const r of extra) await app.db.delete(registrations).where(eq(registrations.id, r.id));
  }
});

test('the lists refuse members, unknown conventions and bad ids without a 5xx', async () => {
  for (const url of ['checkin-list', 'badges']) {
    assert.equal(
      (await admin('GET', `${url}?conventionId=${convention.id}`, member.token)).statusCode,
      403,
    );
    const unknown = await admin('GET', `${url}?conventionId=999999`);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json<Answer>().errorMessage, 'Convention not found.');
    for (const bad of ['', '?conventionId=abc', '?conventionId=99999999999']) {
      assert.equal((await admin('GET', `${url}${bad}`)).statusCode, 400, `${url}${bad}`);
    }
  }
});

test('a convention named beyond ASCII keeps its name in filename*, with an ASCII filename beside it', async () => {
  const winter = await createConvention(app.db, {
    name: 'Hiver à Malines "2031"',
    isActive: false,
  });
  const response = await admin('GET', `checkin-list?conventionId=${winter.id}`);
  assert.equal(response.statusCode, 200, response.body);
  const header = String(response.headers['content-disposition']);
  // Read back as RFC 6266 says a client does: filename* when it is understood, else filename.
  const plain = /;\s*filename="([^"]*)"/.exec(header)?.[1];
  const extended = /;\s*filename\*=UTF-8''([^;\s]+)/.exec(header)?.[1];
  assert.equal(plain, `checkin-list-hiver-a-malines-2031-${today()}.pdf`);
  assert.equal(
    decodeURIComponent(extended ?? ''),
    `checkin-list-hiver-à-malines-2031-${today()}.pdf`,
  );
  assert.ok(/^[\x20-\x7e]*$/.test(header), 'the header itself is ASCII');
});
