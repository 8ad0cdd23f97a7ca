import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { and, eq, like } from 'drizzle-orm';
import {
  STATEMENT_CONTENT_INVALID,
  STATEMENT_ENTRY_ALREADY_RECORDED,
  type ImportResult,
  type InvoiceMeta,
  type PaymentRow,
  type RecordedPayment,
  type StatementEntryRow,
} from 'shared-api/contract';
import {
  auditLog,
  invoices,
  mailOutbox,
  messages,
  payments,
  statementEntries,
  users,
} from '../src/db/schema';
import { camtNamespace, camtStatement, type CamtEntry } from './support/camt-sample';
import { codaFile } from './support/coda-sample';
import { call, insertRegistration } from './support/messaging';
import { createConvention, signedInUser, type Member } from './support/registration-fixtures';
import { snapshot } from './support/route-matrix';
import { mutated } from './support/statement-mutations';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...meta,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68539007547034',
});

interface Invoiced {
  member: Member;
  invoiceId: string;
  /** The 12 digits of its structured communication. */
  digits: string;
}

/** A member with a last name of their own, registered and sent their €75.00 invoice. */
const invoiced = async (firstName: string, lastName: string): Promise<Invoiced> => {
  const member = await signedInUser(app, `${firstName.toLowerCase()}@18xx.be`);
  await app.db.update(users).set({ firstName, lastName }).where(eq(users.id, member.id));
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName,
    lastName,
    email: member.email,
  });
  const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${member.id}`);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const [row] = await app.db
    .select({ id: invoices.id, reference: invoices.structuredReference })
    .from(invoices)
    .where(eq(invoices.recipientUserId, member.id));
  assert.ok(row?.reference);
  return { member, invoiceId: row.id, digits: row.reference };
};

const importFile = (fileName: string, content: string | Buffer, token = adminToken) =>
  call<ImportResult>(app, token, 'POST', '/api/Payments/import', {
    fileName,
    contentBase64: Buffer.from(content).toString('base64'),
  });

const importCamt = (entries: CamtEntry[]) =>
  importFile('statement.xml', camtStatement('08', entries));

const rowOf = async (invoiceId: string) =>
  (
    await call<PaymentRow[]>(app, adminToken, 'GET', `/api/Payments?conventionId=${convention.id}`)
  ).body.data.find((row) => row.invoiceId === invoiceId);

const unmatchedList = async () =>
  (await call<StatementEntryRow[]>(app, adminToken, 'GET', '/api/Payments/import/unmatched')).body
    .data;

const assign = (entryId: string, invoiceId: string, token = adminToken) =>
  call<RecordedPayment>(app, token, 'POST', `/api/Payments/import/${entryId}/assign`, {
    invoiceId,
  });

// Not the mail outbox: the mail worker marks mails sent while the test runs.
const tables = [statementEntries, payments, messages];

let bankReferences = 0;
/** A bank reference no other test uses. */
const ref = () => `ACCT-${String(++bankReferences).padStart(6, '0')}`;

test('a credit carrying the structured communication records the payment as one by hand does', async () => {
  const { member, invoiceId, digits } = await invoiced('Anke', 'Maes');
  const bankReference = ref();
  const answer = await importCamt([
    {
      amount: '75.00',
      accountServicerReference: bankReference,
      bookingDate: '2031-05-02',
      transactions: [{ name: 'A. MAES', iban: 'BE71096123456769', creditorReference: digits }],
    },
  ]);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(answer.body.data, {
    format: 'camt.053',
    entries: 1,
    matched: 1,
    suggested: 0,
    unmatched: 0,
    alreadyImported: 0,
    skipped: 0,
  });
  const row = await rowOf(invoiceId);
  assert.equal(row?.status, 'paid');
  assert.equal(row?.paidCents, 7500);
  assert.equal(row?.payments.length, 1);
  assert.equal(row?.payments[0]?.fromStatement, true);
  assert.equal(row?.payments[0]?.method, 'bank_transfer');
  assert.equal(row?.payments[0]?.date, '2031-05-02');
  assert.match(row?.payments[0]?.note ?? '', new RegExp(bankReference));

  const mails = await app.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.toAddress, member.email), like(mailOutbox.subject, 'Payment received%')),
    );
  assert.equal(mails.length, 1, "the member gets the 'Payment received' mail");
  const audits = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment.record'), eq(auditLog.targetId, invoiceId)));
  assert.equal(audits.length, 1, 'in the audit log');
  assert.ok(audits[0]?.actorUserId, 'with who did it');
  assert.ok((audits[0]?.details as { statementEntryId?: string }).statementEntryId);
  const [imported] = await app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'payment.import'));
  assert.equal((imported?.details as { fileName?: string }).fileName, 'statement.xml');
  assert.deepEqual(await unmatchedList(), [], 'nothing left to assign');
});

test('the reference typed in the free text, without +++ or slashes, and in a CODA file', async () => {
  const free = await invoiced('Bert', 'Wouters');
  const compact = await invoiced('Carla', 'Jacobs');
  const coda = await invoiced('Dirk', 'Smets');
  const camt = await importCamt([
    {
      amount: '75.00',
      accountServicerReference: ref(),
      transactions: [
        {
          name: 'B Wouters',
          unstructured: [
            `Spring ${free.digits.slice(0, 3)}/${free.digits.slice(3, 7)}/${free.digits.slice(7)}`,
          ],
        },
      ],
    },
    {
      amount: '75.00',
      accountServicerReference: ref(),
      transactions: [{ name: 'C Jacobs', unstructured: [`convention ${compact.digits}`] }],
    },
  ]);
  assert.equal(camt.body.data.matched, 2, JSON.stringify(camt.body));
  const file = codaFile([
    {
      sequence: 1,
      bankReference: ref(),
      cents: 7500,
      valueDate: '2031-05-03',
      entryDate: '2031-05-03',
      structured: coda.digits,
      counterpartyName: 'SMETS DIRK',
      counterpartyIban: 'BE71096123456769',
    },
  ]);
  const answer = await importFile('statement.cod', Buffer.from(file, 'latin1'));
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.data.format, 'coda');
  assert.equal(answer.body.data.matched, 1);
  for (const { invoiceId } of [free, compact, coda]) {
    assert.equal((await rowOf(invoiceId))?.status, 'paid');
  }
});

test('less than due is partially paid, more is overpaid, two credits add up', async () => {
  const part = await invoiced('Els', 'Goossens');
  const over = await invoiced('Frank', 'Mertens');
  const twice = await invoiced('Greet', 'Claes');
  const answer = await importCamt([
    {
      amount: '50.00',
      accountServicerReference: ref(),
      transactions: [{ creditorReference: part.digits }],
    },
    {
      amount: '80.00',
      accountServicerReference: ref(),
      transactions: [{ creditorReference: over.digits }],
    },
    {
      amount: '25.00',
      accountServicerReference: ref(),
      transactions: [{ creditorReference: twice.digits }],
    },
    {
      amount: '50.00',
      accountServicerReference: ref(),
      transactions: [{ creditorReference: twice.digits }],
    },
  ]);
  assert.equal(answer.body.data.matched, 4, JSON.stringify(answer.body));
  assert.equal((await rowOf(part.invoiceId))?.status, 'partially_paid');
  assert.equal((await rowOf(part.invoiceId))?.paidCents, 5000);
  assert.equal((await rowOf(over.invoiceId))?.status, 'overpaid');
  assert.equal((await rowOf(over.invoiceId))?.paidCents, 8000);
  assert.equal((await rowOf(twice.invoiceId))?.status, 'paid');
  const told = await app.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, twice.member.email),
        like(mailOutbox.subject, 'Payment received%'),
      ),
    );
  assert.equal(told.length, 1, 'told once, when paid');
});

test('without a known reference: suggested by amount and name, else listed; assigned by hand', async () => {
  const hanne = await invoiced('Hanne', 'Vermeulen');
  const ivo = await invoiced('Ivo', 'Lambrechts');
  const suggestedRef = ref();
  const namedRef = ref();
  const strangerRef = ref();
  const answer = await importCamt([
    {
      amount: '75.00',
      accountServicerReference: suggestedRef,
      transactions: [{ name: 'VERMEULEN HANNE', unstructured: ['inschrijving pinksteren'] }],
    },
    {
      // The name, not the amount: still a suggestion.
      amount: '30.00',
      accountServicerReference: namedRef,
      transactions: [{ name: 'Ivo Lambrechts', unstructured: ['voorschot'] }],
    },
    {
      amount: '12.34',
      accountServicerReference: strangerRef,
      transactions: [{ name: 'ACME Games BV', unstructured: ['refund order 5531'] }],
    },
  ]);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(
    { ...answer.body.data },
    {
      format: 'camt.053',
      entries: 3,
      matched: 0,
      suggested: 2,
      unmatched: 1,
      alreadyImported: 0,
      skipped: 0,
    },
  );
  assert.equal((await rowOf(hanne.invoiceId))?.status, 'unpaid', 'a suggestion records nothing');

  const open = await unmatchedList();
  const byRef = (bankReference: string) => open.find((e) => e.bankReference === bankReference);
  assert.equal(byRef(suggestedRef)?.state, 'suggested');
  assert.equal(byRef(suggestedRef)?.suggestion?.invoiceId, hanne.invoiceId);
  assert.equal(byRef(suggestedRef)?.suggestion?.recipientName, 'Hanne Vermeulen');
  assert.equal(byRef(suggestedRef)?.counterpartyName, 'VERMEULEN HANNE');
  assert.equal(byRef(suggestedRef)?.amountCents, 7500);
  assert.equal(byRef(namedRef)?.suggestion?.invoiceId, ivo.invoiceId);
  assert.equal(byRef(strangerRef)?.state, 'unmatched');
  assert.equal(byRef(strangerRef)?.suggestion, null);
  assert.equal(byRef(strangerRef)?.communication, 'refund order 5531');

  const entryId = byRef(suggestedRef)!.entryId;
  const confirmed = await assign(entryId, hanne.invoiceId);
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  assert.equal(confirmed.body.data.status, 'paid');
  const again = await assign(entryId, hanne.invoiceId);
  assert.equal(again.status, 409);
  assert.equal(again.body.errorMessage, STATEMENT_ENTRY_ALREADY_RECORDED);
  assert.equal((await rowOf(hanne.invoiceId))?.paidCents, 7500, 'recorded once');
  assert.ok(!(await unmatchedList()).some((e) => e.entryId === entryId));

  // The stranger's line, by hand, to another invoice than any suggestion.
  const before = await snapshot(app, tables);
  const stranger = byRef(strangerRef)!.entryId;
  assert.equal((await assign(stranger, randomUUID())).status, 404);
  assert.equal((await assign(randomUUID(), ivo.invoiceId)).status, 404);
  assert.equal((await assign('not-an-entry', ivo.invoiceId)).status, 404);
  assert.equal((await assign(stranger, 'not-an-invoice')).status, 400);
  assert.deepEqual(await snapshot(app, tables), before, 'refusals change nothing');
  const byHand = await assign(stranger, ivo.invoiceId);
  assert.equal(byHand.body.data.status, 'partially_paid');
  assert.equal(byHand.body.data.paidCents, 1234);

  // Undone: the line was for someone else; it is back among the lines to assign.
  const undo = await call(
    app,
    adminToken,
    'DELETE',
    `/api/Payments/record/${byHand.body.data.paymentId}`,
  );
  assert.equal(undo.status, 200);
  assert.equal((await unmatchedList()).find((e) => e.entryId === stranger)?.state, 'unmatched');
  const [audit] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment.record'), eq(auditLog.targetId, hanne.invoiceId)));
  assert.equal((audit?.details as { statementEntryId?: string }).statementEntryId, entryId);
});

test('two admins assigning the same line at once record it once', async () => {
  const { invoiceId } = await invoiced('Jef', 'Peeters');
  const bankReference = ref();
  await importCamt([
    {
      amount: '75.00',
      accountServicerReference: bankReference,
      transactions: [{ name: 'Nobody' }],
    },
  ]);
  const entry = (await unmatchedList()).find((e) => e.bankReference === bankReference)!;
  const answers = await Promise.all([
    assign(entry.entryId, invoiceId),
    assign(entry.entryId, invoiceId),
  ]);
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
  assert.equal((await rowOf(invoiceId))?.paidCents, 7500);
});

const statementFor = (digits: string[]): string =>
  camtStatement(
    '02',
    digits.map((reference, index) => ({
      amount: '75.00',
      accountServicerReference: `TWICE-${reference}-${index}`,
      transactions: [{ name: 'Payer', creditorReference: reference }],
    })),
  );

test('the same statement imported twice records nothing twice', async () => {
  const first = await invoiced('Kato', 'Dubois');
  const second = await invoiced('Lars', 'Willems');
  const file = statementFor([first.digits, second.digits]);
  const once = await importFile('march.xml', file);
  assert.equal(once.body.data.matched, 2, JSON.stringify(once.body));
  const before = await snapshot(app, [statementEntries, payments]);
  const again = await importFile('march-copy.xml', file);
  assert.equal(again.status, 200);
  assert.deepEqual(
    { ...again.body.data },
    {
      format: 'camt.053',
      entries: 2,
      matched: 0,
      suggested: 0,
      unmatched: 0,
      alreadyImported: 2,
      skipped: 0,
    },
  );
  assert.deepEqual(await snapshot(app, [statementEntries, payments]), before);
  assert.equal((await rowOf(first.invoiceId))?.paidCents, 7500);
});

test('the same statement imported twice at the same moment records it once', async () => {
  const members = await Promise.all(
    ['Mira', 'Nand', 'Olga'].map((name, index) => invoiced(name, `Concurrent${'abc'[index]}`)),
  );
  const file = statementFor(members.map((m) => m.digits));
  const answers = await Promise.all([importFile('a.xml', file), importFile('b.xml', file)]);
  assert.deepEqual(
    answers.map((a) => a.status),
    [200, 200],
    JSON.stringify(answers.map((a) => a.body)),
  );
  assert.equal(answers[0]!.body.data.matched + answers[1]!.body.data.matched, 3);
  assert.equal(answers[0]!.body.data.alreadyImported + answers[1]!.body.data.alreadyImported, 3);
  for (const { invoiceId, member } of members) {
    const row = await rowOf(invoiceId);
    assert.equal(row?.paidCents, 7500, 'one payment each');
    assert.equal(row?.payments.length, 1);
    const told = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, member.email), like(mailOutbox.subject, 'Payment received%')),
      );
    assert.equal(told.length, 1);
  }
});

test('debits, other currencies and repeated lines pay nothing', async () => {
  const { invoiceId, digits } = await invoiced('Pieter', 'Janssens');
  const repeated = ref();
  const answer = await importCamt([
    {
      amount: '75.00',
      credit: false,
      accountServicerReference: ref(),
      transactions: [{ creditorReference: digits }],
    },
    {
      amount: '75.00',
      currency: 'USD',
      accountServicerReference: ref(),
      transactions: [{ creditorReference: digits }],
    },
    {
      amount: '40.00',
      accountServicerReference: repeated,
      transactions: [{ creditorReference: digits }],
    },
    {
      amount: '40.00',
      accountServicerReference: repeated,
      transactions: [{ creditorReference: digits }],
    },
  ]);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(
    { ...answer.body.data },
    {
      format: 'camt.053',
      entries: 4,
      matched: 1,
      suggested: 0,
      unmatched: 0,
      alreadyImported: 1,
      skipped: 2,
    },
  );
  assert.equal((await rowOf(invoiceId))?.paidCents, 4000);
});

test('a malformed or foreign file is refused with a clear message and changes nothing', async () => {
  const { digits } = await invoiced('Quinten', 'Aerts');
  const good = camtStatement('08', [
    {
      amount: '75.00',
      accountServicerReference: ref(),
      transactions: [{ creditorReference: digits }],
    },
  ]);
  const before = await snapshot(app, tables);
  const cases: [string, string | Buffer, RegExp][] = [
    ['notes.txt', 'Dear treasurer, here is the money.', /neither a camt\.053 statement/],
    ['statement.xml', good.slice(0, good.length / 2), /not well-formed XML/],
    [
      'statement.xml',
      good.replaceAll(camtNamespace('08'), 'urn:iso:std:iso:20022:tech:xsd:camt.052.001.08'),
      /camt\.052 message, not a camt\.053 bank statement/,
    ],
    [
      'statement.xml',
      good.replaceAll(camtNamespace('08'), 'urn:example:not-a-bank'),
      /not a camt\.053 bank statement/,
    ],
    [
      'statement.xml',
      good.replace('<Document', '<!DOCTYPE Document [<!ENTITY x "y">]><Document'),
      /document type/,
    ],
    ['statement.cod', '0'.repeat(50), /CODA|128/],
    ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), /not a text file/],
    ['statement.xml', good.replace('75.00', '75.001'), /fraction of a cent/],
  ];
  for (const [fileName, content, message] of cases) {
    const answer = await importFile(fileName, content);
    assert.equal(answer.status, 400, `${fileName}: ${JSON.stringify(answer.body)}`);
    assert.match(answer.body.errorMessage ?? '', message);
  }
  const notBase64 = await call(app, adminToken, 'POST', '/api/Payments/import', {
    fileName: 'statement.xml',
    contentBase64: '<Document>not base64</Document>',
  });
  assert.equal(notBase64.status, 400);
  assert.equal(notBase64.body.errorMessage, STATEMENT_CONTENT_INVALID);
  const empty = await call(app, adminToken, 'POST', '/api/Payments/import', {
    fileName: 'statement.xml',
    contentBase64: '',
  });
  assert.equal(empty.status, 400);
  assert.deepEqual(await snapshot(app, tables), before);
});

test('admins only: a member cannot import, list or assign', async () => {
  const { member, digits } = await invoiced('Rosa', 'Hermans');
  const before = await snapshot(app, tables);
  const file = camtStatement('08', [
    {
      amount: '75.00',
      accountServicerReference: ref(),
      transactions: [{ creditorReference: digits }],
    },
  ]);
  assert.equal((await importFile('statement.xml', file, member.token)).status, 403);
  assert.equal(
    (await call(app, member.token, 'GET', '/api/Payments/import/unmatched')).status,
    403,
  );
  assert.equal((await assign(randomUUID(), randomUUID(), member.token)).status, 403);
  assert.equal(
    (
      await call(app, undefined, 'POST', '/api/Payments/import', {
        fileName: 'statement.xml',
        contentBase64: Buffer.from(file).toString('base64'),
      })
    ).status,
    401,
  );
  assert.deepEqual(await snapshot(app, tables), before);
});

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 60);

test(`mutated statements through the route: a 200 or a 400 that changed nothing (seed ${FUZZ_SEED})`, async () => {
  const { digits } = await invoiced('Stijn', 'Fuzz');
  // Wrong currencies, debits, a batch and a repeated line, then mutated at random.
  const sample = camtStatement('08', [
    {
      amount: '75.00',
      accountServicerReference: 'FUZZ-1',
      transactions: [{ creditorReference: digits }],
    },
    {
      amount: '75.00',
      currency: 'USD',
      accountServicerReference: 'FUZZ-2',
      transactions: [{ creditorReference: digits }],
    },
    {
      amount: '10.00',
      credit: false,
      accountServicerReference: 'FUZZ-3',
      transactions: [{ name: 'Shop' }],
    },
    { amount: '75.00', accountServicerReference: 'FUZZ-1', transactions: [{ name: 'Again' }] },
    {
      amount: '20.00',
      accountServicerReference: 'FUZZ-4',
      batch: true,
      transactions: [
        { amount: '5.00', unstructured: [digits] },
        { amount: '15.00', credit: false, name: 'Bob' },
      ],
    },
  ]);
  const seen = new Map<number, number>();
  const details = await fc.check(
    fc.asyncProperty(mutated(sample), async (xml) => {
      const before = await snapshot(app, tables);
      const answer = await importFile('fuzz.xml', xml);
      seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
      assert.ok(
        [200, 400].includes(answer.status),
        `${answer.status}: ${JSON.stringify(answer.body)}`,
      );
      if (answer.status === 400) {
        assert.ok(answer.body.errorMessage, 'a refusal says why');
        assert.deepEqual(await snapshot(app, tables), before, 'a refusal changes nothing');
      }
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
  );
  if (details.failed) assert.fail(`FUZZ_SEED=${FUZZ_SEED}: ${String(details.errorInstance)}`);
  console.log(`import fuzz: statuses ${[...seen].map(([s, n]) => `${s}x${n}`).join(' ')}`);
  const row = await rowOf(
    (
      await app.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.structuredReference, digits))
    )[0]!.id,
  );
  // However often the line FUZZ-1 came through, it was recorded once.
  assert.ok((row?.payments.filter((p) => p.note.includes('FUZZ-1')).length ?? 0) <= 1);
});
