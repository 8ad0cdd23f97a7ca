import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { readSheet } from 'read-excel-file/node';
import {
  MEAL_MESSAGES,
  type AdminRegistration,
  type Convention,
  type InvoiceMeta,
  type ListedAttendee,
  type Registration,
  type RegistrationExport,
} from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import { conventions, invoices, registrations } from '../src/db/schema';
import { loadPlanningData } from '../src/contexts/planner/planning-data';
import { plannerInput } from '../src/contexts/planner/planner-input';
import { EMPTY_PLAN } from '../src/contexts/planner/stored-plan';
import { call } from './support/messaging';
import { pdfText } from './support/pdf-text';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type Member,
} from './support/registration-fixtures';
import { snapshot } from './support/route-matrix';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

// Meals, diets and accompanying persons: set by organisers on the convention, chosen on the
// registration, counted for the kitchen, priced on the invoice, never seated by the planner.
// And who is coming: the attendees who chose to be listed, for approved members only.

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
assert.equal(
  (
    await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
      ...meta,
      beneficiaryName: '18xx Belgium vzw',
      iban: 'BE68 5390 0754 7034',
      springConventionFee: 80,
      springParkingFee: 10,
    })
  ).status,
  200,
);

const convention = await createConvention(app.db, { name: 'Meals Convention 2031' });
const BARBECUE = { id: randomUUID(), name: 'Saturday barbecue', priceCents: 1800 };
const LUNCH = { id: randomUUID(), name: 'Sunday lunch', priceCents: 1250 };

let people = 0;
const member = (name: string): Promise<Member> =>
  signedInUser(app, `${name}.${++people}@18xx.be`, undefined, { canRegisterMultiplePlayers: true });

const activeConvention = async () =>
  (await call<Convention>(app, adminToken, 'GET', '/api/Convention/active')).body.data;

const invoiceOf = async (userId: string) => {
  const [row] = await app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.recipientUserId, userId), eq(invoices.conventionId, convention.id)));
  assert.ok(row, 'an invoice');
  return row;
};

const updateConvention = (body: Record<string, unknown>) =>
  call(app, adminToken, 'PUT', '/api/Convention', {
    conventionId: convention.id,
    name: convention.name,
    isActive: true,
    ...body,
  });

test('organisers set the meals and the companion fee; bad ones are refused and change nothing', async () => {
  const saved = await updateConvention({ meals: [BARBECUE, LUNCH], companionFeeCents: 1000 });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const active = await activeConvention();
  assert.deepEqual(active.meals, [BARBECUE, LUNCH]);
  assert.equal(active.companionFeeCents, 1000);

  const before = await snapshot(app, [conventions]);
  const refusals: [Record<string, unknown>, string][] = [
    [{ meals: [{ ...BARBECUE, priceCents: -1 }] }, MEAL_MESSAGES.priceInvalid],
    [{ meals: [BARBECUE, { ...LUNCH, name: 'saturday BARBECUE' }] }, MEAL_MESSAGES.mealNameTaken],
    [{ meals: [{ ...BARBECUE, name: '  ' }] }, MEAL_MESSAGES.mealNameRequired],
    [{ companionFeeCents: 12.5 }, MEAL_MESSAGES.priceInvalid],
  ];
  for (const [body, message] of refusals) {
    const refused = await updateConvention(body);
    assert.equal(refused.status, 400, JSON.stringify(body));
    assert.match(refused.body.errorMessage ?? '', new RegExp(message.replace(/[.€,]/g, '.')));
  }
  assert.deepEqual(await snapshot(app, [conventions]), before);

  // A save that does not name them leaves them as they are.
  assert.equal((await updateConvention({})).status, 200);
  assert.deepEqual((await activeConvention()).meals, [BARBECUE, LUNCH]);
});

let ann: Member;
let annRegistration: Registration;

test('a member registers with a meal, a diet and an accompanying person; the invoice prices them', async () => {
  ann = await member('ann');
  const offer = (
    await call<{ meals: unknown; companionFeeCents: number }>(
      app,
      ann.token,
      'GET',
      '/api/Registration/offer',
    )
  ).body.data;
  assert.deepEqual(offer.meals, [BARBECUE, LUNCH], 'the form prices them too');
  assert.equal(offer.companionFeeCents, 1000);

  const created = await call<Registration>(
    app,
    ann.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, ann.email, {
      parking: false,
      licensePlate: null,
      dietary: 'other',
      dietaryNotes: 'No nuts',
      mealIds: [BARBECUE.id],
      companions: [{ firstName: 'Tom', lastName: 'Peeters', mealIds: [BARBECUE.id, LUNCH.id] }],
      listed: true,
    }),
  );
  assert.equal(created.status, 200, JSON.stringify(created.body));
  annRegistration = created.body.data;
  assert.equal(annRegistration.dietary, 'other');
  assert.equal(annRegistration.dietaryNotes, 'No nuts');
  assert.deepEqual(annRegistration.mealIds, [BARBECUE.id]);
  assert.deepEqual(annRegistration.companions, [
    { firstName: 'Tom', lastName: 'Peeters', mealIds: [BARBECUE.id, LUNCH.id] },
  ]);
  assert.equal(annRegistration.listed, true);
  const mine = (await call<Registration[]>(app, ann.token, 'GET', '/api/Registration')).body.data;
  assert.deepEqual(mine[0]?.companions, annRegistration.companions, 'read back as saved');

  assert.equal(
    (await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${ann.id}`)).status,
    200,
  );
  const invoice = await invoiceOf(ann.id);
  assert.deepEqual(invoice.lines, [
    { description: 'Spring convention fee: Ann Peeters', amountCents: 8000 },
    { description: 'Meal, Saturday barbecue: Ann Peeters', amountCents: 1800 },
    { description: 'Accompanying person: Tom Peeters (with Ann Peeters)', amountCents: 1000 },
    { description: 'Meal, Saturday barbecue: Tom Peeters', amountCents: 1800 },
    { description: 'Meal, Sunday lunch: Tom Peeters', amountCents: 1250 },
  ]);
  assert.equal(invoice.amountCents, 13850);

  // The PDF and the QR code say the same, read back by independent readers.
  const pdf = await app.inject({
    method: 'GET',
    url: `/api/Invoice/${invoice.id}/pdf`,
    headers: { authorization: `Bearer ${ann.token}` },
  });
  assert.equal(pdf.statusCode, 200);
  const text = (await pdfText(pdf.rawPayload)).join('\n');
  for (const part of ['Accompanying person: Tom Peeters (with Ann Peeters)', '€138.50']) {
    assert.ok(text.includes(part), `${part} in:\n${text}`);
  }
  const qr = await app.inject({
    method: 'GET',
    url: `/api/Invoice/${invoice.id}/qr.png`,
    headers: { authorization: `Bearer ${ann.token}` },
  });
  assert.equal(qr.statusCode, 200);
  const image = PNG.sync.read(qr.rawPayload);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  assert.match(code?.data ?? '', /\nEUR138\.50\n/);
});

test('changing the meals or the accompanying persons issues the invoice again, same number and reference', async () => {
  const before = await invoiceOf(ann.id);
  const edited = await call<Registration>(
    app,
    ann.token,
    'PUT',
    `/api/Registration/${annRegistration.id}`,
    registrationPayload(convention, ann.email, {
      id: annRegistration.id,
      parking: false,
      licensePlate: null,
      dietary: 'vegan',
      mealIds: [BARBECUE.id, LUNCH.id],
      companions: [],
      listed: true,
    }),
  );
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  const after = await invoiceOf(ann.id);
  assert.equal(after.number, before.number);
  assert.equal(after.structuredReference, before.structuredReference);
  assert.equal(after.amountCents, 8000 + 1800 + 1250);
  assert.ok(after.reissuedAt);

  // The organiser's Update Registration goes the same way.
  const corrected = await call<AdminRegistration>(
    app,
    adminToken,
    'PUT',
    '/api/Registration/admin/update',
    registrationPayload(convention, ann.email, {
      id: annRegistration.id,
      parking: false,
      licensePlate: null,
      dietary: 'other',
      dietaryNotes: 'No nuts',
      mealIds: [BARBECUE.id],
      companions: [{ firstName: 'Tom', lastName: 'Peeters', mealIds: [BARBECUE.id, LUNCH.id] }],
      listed: true,
    }),
  );
  assert.equal(corrected.status, 200, JSON.stringify(corrected.body));
  const again = await invoiceOf(ann.id);
  assert.equal(again.number, before.number);
  assert.equal(again.amountCents, 13850);
});

test('bad meals, diets and accompanying persons are refused with a sentence, and nothing is written', async () => {
  const bob = await member('bob');
  const before = await snapshot(app, [registrations]);
  const cases: [Record<string, unknown>, string][] = [
    [{ mealIds: [randomUUID()] }, MEAL_MESSAGES.mealNotOffered],
    [
      { companions: [{ firstName: 'Eva', lastName: 'Maes', mealIds: [randomUUID()] }] },
      MEAL_MESSAGES.mealNotOffered,
    ],
    [{ dietary: 'other', dietaryNotes: '  ' }, MEAL_MESSAGES.dietaryNotesRequired],
    [
      { companions: [{ firstName: '', lastName: 'Maes', mealIds: [] }] },
      MEAL_MESSAGES.companionFirstNameRequired,
    ],
    [
      {
        companions: Array.from({ length: 11 }, () => ({
          firstName: 'Eva',
          lastName: 'Maes',
          mealIds: [],
        })),
      },
      MEAL_MESSAGES.tooManyCompanions,
    ],
    [{ dietary: 'carnivore' }, ''],
  ];
  for (const [overrides, message] of cases) {
    const refused = await call(
      app,
      bob.token,
      'POST',
      '/api/Registration',
      registrationPayload(convention, bob.email, overrides),
    );
    assert.equal(refused.status, 400, JSON.stringify(overrides));
    if (message)
      assert.ok(refused.body.errorMessage?.includes(message), refused.body.errorMessage!);
  }
  assert.deepEqual(await snapshot(app, [registrations]), before);
});

test('accompanying persons are never in the planner input', async () => {
  const data = await loadPlanningData(app.db, convention.id);
  const names = data.attendees.map((attendee) => attendee.name);
  assert.ok(
    names.some((name) => name.includes('Ann')),
    names.join(),
  );
  assert.ok(!names.some((name) => name.includes('Tom')), names.join());
  const input = plannerInput(data, EMPTY_PLAN, { timeLimitSeconds: 1, minTableSize: 3, seed: 0 });
  const everyone = JSON.stringify(input ?? data);
  assert.ok(!everyone.includes('Tom'), 'no accompanying person among those seated');
  assert.equal(
    data.attendees.length,
    (
      await app.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.conventionId, convention.id),
            eq(registrations.status, 'registered'),
          ),
        )
    ).length,
    'one attendee per registration, whatever comes with it',
  );
});

test('meal counts: the kitchen reads plates per meal in the exports and the check-in list', async () => {
  const cleo = await member('cleo');
  const created = await call(
    app,
    cleo.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, cleo.email, {
      attendeeFirstName: 'Cleo',
      attendeeLastName: 'Maes',
      dietary: 'vegetarian',
      mealIds: [LUNCH.id],
      companions: [
        { firstName: 'Dirk', lastName: 'Maes', mealIds: [BARBECUE.id] },
        { firstName: 'Eline', lastName: 'Maes', mealIds: [] },
      ],
    }),
  );
  assert.equal(created.status, 200, JSON.stringify(created.body));
  // Barbecue: Ann, Tom, Dirk. Lunch: Tom, Cleo.

  const exported = async (query: string) => {
    const answer = await call<RegistrationExport>(
      app,
      adminToken,
      'GET',
      `/api/Registration/admin/export-registrations${query}`,
    );
    assert.equal(answer.status, 200);
    return Buffer.from(answer.body.data.data, 'base64');
  };
  const [headers, ...rows] = parse((await exported('?format=csv')).toString('utf8'), {
    bom: true,
  }) as string[][];
  const at = (header: string) => headers!.indexOf(header);
  const sum = (header: string) => rows.reduce((total, row) => total + Number(row[at(header)]), 0);
  assert.equal(sum('Meal: Saturday barbecue'), 3);
  assert.equal(sum('Meal: Sunday lunch'), 2);
  const cleoRow = rows.find((row) => row[at('First Name')] === 'Cleo')!;
  assert.equal(cleoRow[at('Dietary Needs')], 'Vegetarian');
  assert.equal(cleoRow[at('Meals')], 'Sunday lunch');
  assert.equal(cleoRow[at('Accompanying Persons')], 'Dirk Maes (Saturday barbecue); Eline Maes');
  const annRow = rows.find((row) => row[at('First Name')] === 'Ann')!;
  assert.equal(annRow[at('Dietary Needs')], 'Allergies or other needs: No nuts');
  assert.equal(annRow[at('Listed as Coming')], 'Yes');

  const sheet = await readSheet(await exported('?format=xlsx'));
  const [sheetHeaders, ...sheetRows] = sheet;
  const column = (header: string) => sheetHeaders!.indexOf(header);
  const total = (header: string) =>
    sheetRows.reduce((sum, row) => sum + Number(row[column(header)]), 0);
  assert.equal(total('Meal: Saturday barbecue'), 3);
  assert.equal(total('Meal: Sunday lunch'), 2);

  const list = await app.inject({
    method: 'GET',
    url: `/api/Registration/admin/checkin-list?conventionId=${convention.id}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert.equal(list.statusCode, 200);
  const text = (await pdfText(list.rawPayload)).join('\n');
  for (const part of [
    'Meals: Saturday barbecue: 3, Sunday lunch: 2',
    'Diets: Vegetarian: 1, Allergies or other needs: 1',
    'Accompanied by: Dirk Maes (Saturday barbecue); Eline Maes',
    'and 3 accompanying persons',
  ]) {
    assert.ok(text.includes(part), `${part} in:\n${text}`);
  }

  const badges = await app.inject({
    method: 'GET',
    url: `/api/Registration/admin/badges?conventionId=${convention.id}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const badgeText = (await pdfText(badges.rawPayload)).join('\n');
  for (const part of ['Dirk', 'Eline', 'Tom', 'Accompanying Cleo Maes']) {
    assert.ok(badgeText.includes(part), `${part} in:\n${badgeText}`);
  }
});

test('who is coming: listed, placed attendees by first name and initial, for approved members only', async () => {
  const bringer = await member('gert');
  const created = await call(
    app,
    bringer.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, bringer.email, {
      attendeeFirstName: 'Gert',
      attendeeLastName: 'van Dam',
      attendeeNationality: 'Dutch',
      bringGames: 'A prototype',
      listed: true,
    }),
  );
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const answer = await call<ListedAttendee[]>(app, ann.token, 'GET', '/api/Registration/attendees');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.data, [
    { firstName: 'Ann', lastInitial: 'P.', country: 'Belgian', games: ['1830'] },
    { firstName: 'Gert', lastInitial: 'V.', country: 'Dutch', games: ['A prototype'] },
  ]);
  const text = JSON.stringify(answer.body);
  assert.ok(!text.includes('Cleo'), 'not listed: not shown');
  assert.ok(!text.includes('@'), 'never an email');
  assert.ok(!text.includes('Peeters'), 'never a last name');

  const waiting = await signedInUser(app, 'waiting.listed@18xx.be', ['REGISTERED']);
  const anonymous = await call(app, undefined, 'GET', '/api/Registration/attendees');
  assert.equal(anonymous.status, 401);
  const unapproved = await call(app, waiting.token, 'GET', '/api/Registration/attendees');
  assert.equal(unapproved.status, 403);

  // A cancelled attendee leaves the list.
  const cancelled = await call(
    app,
    bringer.token,
    'POST',
    `/api/Registration/${(created.body.data as Registration).id}/cancel`,
  );
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const after = (await call<ListedAttendee[]>(app, ann.token, 'GET', '/api/Registration/attendees'))
    .body.data;
  assert.deepEqual(
    after.map((attendee) => attendee.firstName),
    ['Ann'],
  );
});
