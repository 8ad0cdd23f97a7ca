// Erasing an account leaves the person's name, addresses and number plate nowhere: the whole
// database (every row of every table, as text) is searched for them afterwards.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  auditLog,
  invoices,
  messageRecipients,
  messages,
  payments,
  registrations,
  statementEntries,
  users,
} from '../src/db/schema';
import { call } from './support/accounts';
import { insertRegistration } from './support/messaging';
import { rawRows } from './support/raw-rows';
import { createConvention, signedInUser, type Member } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const [admin] = await app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
assert.ok(admin);
const convention = await createConvention(app.db);
const PLACEHOLDER = 'Erased member';

const named = async (email: string, firstName: string, lastName: string) => {
  const member = await signedInUser(app, email);
  await app.db.update(users).set({ firstName, lastName }).where(eq(users.id, member.id));
  return member;
};

/** An invoice to `member` whose lines name `attendee`, paid by a bank line. */
const invoiced = async (
  member: Member,
  number: string,
  lines: string[],
  bankLine: { counterpartyName: string; communication: string },
) => {
  const [invoice] = await app.db
    .insert(invoices)
    .values({
      recipientUserId: member.id,
      conventionId: convention.id,
      html: `<p>${lines.join('</p><p>')}</p>`,
      number,
      structuredReference: `${number.replace(/\D/g, '')}000000000097`.slice(0, 12),
      amountCents: 9000,
      lines: lines.map((description) => ({ description, amountCents: 4500 })),
    })
    .returning();
  assert.ok(invoice);
  const [entry] = await app.db
    .insert(statementEntries)
    .values({
      lineKey: `test/${number}`,
      bankReference: `REF-${number}`,
      format: 'camt.053',
      bookedOn: '2031-05-01',
      amountCents: 9000,
      counterpartyIban: 'BE71096123456769',
      state: 'matched',
      ...bankLine,
    })
    .returning();
  await app.db.insert(payments).values({
    invoiceId: invoice.id,
    statementEntryId: entry!.id,
    amountCents: 9000,
    method: 'transfer',
    paidOn: '2031-05-01',
  });
  return invoice;
};

/** Every row of every table that holds one of the texts (any case), as 'table: row'. */
const rowsHolding = async (texts: string[]): Promise<string[]> => {
  const tables = await rawRows<{ schema: string; name: string }>(
    app.db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  assert.ok(tables.length > 30, 'every table of the site is searched');
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema}"."${name}"`);
    for (const text of texts) {
      const rows = await rawRows<{ row: string }>(
        app.db,
        sql`select t::text as row from ${table} t where lower(t::text) like ${`%${text.toLowerCase()}%`}`,
      );
      found.push(...rows.map((row) => `${name} (${text}): ${row.row}`));
    }
  }
  return found;
};

test('after erasure no table holds the name, an address or the plate of the person, in any form', async () => {
  const zbigniew = await named('zbigniew.quartermaine@18xx.be', 'Zbigniew', 'Quartermaine');
  const registrationId = await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: zbigniew.id,
    firstName: 'Zbigniew',
    lastName: 'Quartermaine',
    email: zbigniew.email,
    parking: true,
    licensePlate: '1-QZX-987',
  });
  assert.ok(registrationId);
  // Their invoice names them and their plate; their bank line names them in the bank's way.
  await invoiced(
    zbigniew,
    '2031-0101',
    ['Convention fee, Zbigniew Quartermaine', 'Parking 1-QZX-987'],
    { counterpartyName: 'QUARTERMAINE Z.', communication: 'Fee Quartermaine' },
  );
  // A friend paid for them: the friend's invoice and bank line stay, without the name.
  const friend = await named('friend.paying@18xx.be', 'Friedl', 'Payer');
  await invoiced(
    friend,
    '2031-0102',
    ['Convention fee, Friedl Payer', 'Convention fee, Zbigniew Quartermaine'],
    { counterpartyName: 'Friedl Payer', communication: 'For me and ZBIGNIEW QUARTERMAINE 1QZX987' },
  );
  // A bank line nobody matched, naming them.
  await app.db.insert(statementEntries).values({
    lineKey: 'test/unmatched',
    bankReference: 'REF-UNMATCHED',
    format: 'coda',
    bookedOn: '2031-05-02',
    amountCents: 1000,
    counterpartyName: 'Quartermaine Zbigniew',
    communication: 'zbigniew.quartermaine@18xx.be parking',
    state: 'unmatched',
  });
  // Their contact message mails the organisers with their name and address.
  const sent = await call(app, 'POST', '/api/Inbox/contact', {
    token: zbigniew.token,
    payload: { title: 'About parking', body: '<p>My plate is 1-QZX-987.</p>' },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  // An organiser's message to them and the friend, the friend's wish, an audit entry's details.
  const [note] = await app.db
    .insert(messages)
    .values({
      title: 'Lift for Zbigniew Quartermaine',
      body: '<p>Friedl, could you drive Zbigniew Quartermaine (1-QZX-987)?</p>',
      fromUserId: admin.id,
    })
    .returning();
  await app.db.insert(messageRecipients).values([
    { messageId: note!.id, userId: zbigniew.id },
    { messageId: note!.id, userId: friend.id },
  ]);
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: friend.id,
    firstName: 'Friedl',
    lastName: 'Payer',
    email: friend.email,
  }).then((id) =>
    app.db
      .update(registrations)
      .set({ peopleToPlayWith: 'Zbigniew Quartermaine' })
      .where(eq(registrations.id, id)),
  );
  await app.db.insert(auditLog).values({
    actorUserId: admin.id,
    action: 'registration.update',
    targetType: 'registration',
    targetId: registrationId,
    details: { attendee: 'Zbigniew Quartermaine', email: zbigniew.email },
  });

  const traces = ['Zbigniew', 'Quartermaine', zbigniew.email, '1-QZX-987', '1QZX987'];
  assert.ok((await rowsHolding(traces)).length >= 10, 'the person is written in many places');

  const erased = await call(app, 'POST', `/api/User/${zbigniew.id}/delete`, { token: adminToken });
  assert.equal(erased.statusCode, 200, erased.body);

  assert.deepEqual(await rowsHolding(traces), []);
  // Where a record stays, the person is named by the one placeholder, and the rest stays as it was.
  const [friendInvoice] = await app.db
    .select()
    .from(invoices)
    .where(eq(invoices.number, '2031-0102'));
  assert.deepEqual(
    friendInvoice?.lines.map((line) => line.description),
    ['Convention fee, Friedl Payer', `Convention fee, ${PLACEHOLDER}`],
  );
  const [friendLine] = await app.db
    .select()
    .from(statementEntries)
    .where(eq(statementEntries.lineKey, 'test/2031-0102'));
  assert.equal(friendLine?.counterpartyName, 'Friedl Payer');
  assert.equal(friendLine?.communication, `For me and ${PLACEHOLDER} ${PLACEHOLDER}`);
  const [kept] = await app.db.select().from(messages).where(eq(messages.id, note!.id));
  assert.equal(kept?.title, `Lift for ${PLACEHOLDER}`);
  assert.equal(kept?.body, `<p>Friedl, could you drive ${PLACEHOLDER} (${PLACEHOLDER})?</p>`);
});

test('a first name alone stays where the record is not about the erased person', async () => {
  const leaving = await named('anna.leaving@18xx.be', 'Anna', 'Vandersteen');
  const staying = await named('anna.staying@18xx.be', 'Anna', 'Peeters');
  await invoiced(staying, '2031-0201', ['Convention fee, Anna Peeters'], {
    counterpartyName: 'Anna Peeters',
    communication: 'Anna',
  });
  const erased = await call(app, 'POST', `/api/User/${leaving.id}/delete`, { token: adminToken });
  assert.equal(erased.statusCode, 200, erased.body);
  const [invoice] = await app.db.select().from(invoices).where(eq(invoices.number, '2031-0201'));
  assert.deepEqual(invoice?.lines, [
    { description: 'Convention fee, Anna Peeters', amountCents: 4500 },
  ]);
  const [member] = await app.db.select().from(users).where(eq(users.id, staying.id));
  assert.equal(member?.firstName, 'Anna');
});

test('a name that is part of the placeholder leaves it whole', async () => {
  const erase = await named('erase.member@18xx.be', 'Erase', 'Member');
  await invoiced(erase, '2031-0301', ['Convention fee, Erase Member', 'Parking for Erase'], {
    counterpartyName: 'MEMBER ERASE',
    communication: 'Erase Member',
  });
  const erased = await call(app, 'POST', `/api/User/${erase.id}/delete`, { token: adminToken });
  assert.equal(erased.statusCode, 200, erased.body);
  const [invoice] = await app.db.select().from(invoices).where(eq(invoices.number, '2031-0301'));
  assert.deepEqual(
    invoice?.lines.map((line) => line.description),
    [`Convention fee, ${PLACEHOLDER}`, `Parking for ${PLACEHOLDER}`],
  );
  assert.equal(
    invoice?.html,
    `<p>Convention fee, ${PLACEHOLDER}</p><p>Parking for ${PLACEHOLDER}</p>`,
  );
  const [row] = await app.db.select().from(users).where(eq(users.id, erase.id));
  assert.equal(`${row?.firstName} ${row?.lastName}`.trim(), PLACEHOLDER);
  // The first erasure's placeholder is untouched by the second.
  const [earlier] = await app.db.select().from(invoices).where(eq(invoices.number, '2031-0102'));
  assert.equal(earlier?.lines[1]?.description, `Convention fee, ${PLACEHOLDER}`);
});
