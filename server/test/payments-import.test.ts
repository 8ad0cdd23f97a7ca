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
  type PagedResult,
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
import {
  camtNamespace,
  camtStatement,
  type CamtEntry,
  type CamtTransaction,
} from './support/camt-sample';
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

const unmatchedPage = (query: string) =>
  call<PagedResult<StatementEntryRow>>(
    app,
    adminToken,
    'GET',
    `/api/Payments/import/unmatched?${query}`,
  );

/** The lines to assign, every page of them. */
const unmatchedList = async (): Promise<StatementEntryRow[]> => {
  const lines: StatementEntryRow[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = (await unmatchedPage(`pageNumber=${pageNumber}&pageSize=100`)).body.data;
    lines.push(...page.items);
    if (pageNumber >= page.totalPages) return lines;
  }
};

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
  const toldOfPart = await app.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, part.member.email),
        like(mailOutbox.subject, 'Payment received%'),
      ),
    );
  assert.equal(toldOfPart.length, 1, 'a part from a statement is told, with what is left');
  assert.match(toldOfPart[0]?.text ?? '', /€25\.00/);
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

test('undoing a statement payment while its line is being assigned again: no deadlock, one payment', async () => {
  const first = await invoiced('Quirijn', 'Deadlock');
  const second = await invoiced('Roos', 'Deadlock');
  const bankReference = ref();
  await importCamt([
    { amount: '75.00', accountServicerReference: bankReference, transactions: [{ name: 'X' }] },
  ]);
  const entry = (await unmatchedList()).find((e) => e.bankReference === bankReference)!;
  let paymentId = (await assign(entry.entryId, first.invoiceId)).body.data.paymentId;
  for (let round = 0; round < 12; round += 1) {
    const to = round % 2 === 0 ? second.invoiceId : first.invoiceId;
    const [undo, ...assigned] = await Promise.all([
      call(app, adminToken, 'DELETE', `/api/Payments/record/${paymentId}`),
      assign(entry.entryId, to),
      assign(entry.entryId, to),
    ]);
    assert.equal(undo!.status, 200, JSON.stringify(undo!.body));
    for (const answer of assigned) {
      assert.ok([200, 409].includes(answer.status), JSON.stringify(answer.body));
    }
    const [line] = await app.db
      .select()
      .from(statementEntries)
      .where(eq(statementEntries.id, entry.entryId));
    const linePayments = await app.db
      .select()
      .from(payments)
      .where(eq(payments.statementEntryId, entry.entryId));
    assert.ok(linePayments.length <= 1, 'a line pays once at most');
    assert.equal(line?.state, linePayments.length === 1 ? 'assigned' : 'unmatched');
    paymentId =
      linePayments[0]?.id ?? (await assign(entry.entryId, first.invoiceId)).body.data.paymentId;
  }
});

/** A camt.053 credit with one odd value; the reader or the database would choke on it. */
const ODD_CREDITS: [string, CamtEntry, RegExp][] = [
  [
    'a lone surrogate as a character reference',
    { amount: '1.00', accountServicerReference: 'ODD-&#xD800;' },
    /character reference|not allowed|cannot be read/i,
  ],
  [
    'a bank reference of 3,000 characters',
    { amount: '1.00', accountServicerReference: 'R'.repeat(3000) },
    /at most 35/,
  ],
  [
    'year 0',
    { amount: '1.00', accountServicerReference: 'ODD-DAY-0', bookingDate: '0000-01-01' },
    /booking date "0000-01-01" is not a day between 2000-01-01 and 2099-12-31/,
  ],
  [
    'the 30th of February',
    { amount: '1.00', accountServicerReference: 'ODD-DAY-30', bookingDate: '2026-02-30' },
    /booking date "2026-02-30" is not a day/,
  ],
  [
    '2^31 cents',
    { amount: '21474836.48', accountServicerReference: 'ODD-2-31' },
    /above the largest amount a statement line can hold/,
  ],
];

test('odd values in a statement are refused with a sentence, and nothing is imported', async () => {
  const before = await snapshot(app, tables);
  for (const [what, odd, message] of ODD_CREDITS) {
    const answer = await importCamt([{ amount: '5.00', accountServicerReference: ref() }, odd]);
    assert.equal(answer.status, 400, `${what}: ${JSON.stringify(answer.body)}`);
    assert.match(answer.body.errorMessage ?? '', message, what);
  }
  const movement = {
    sequence: 1,
    bankReference: ref(),
    cents: 500,
    valueDate: '2026-11-20',
    entryDate: '2026-11-20',
    text: 'twice',
  };
  const twice = await importFile('twice.cod', codaFile([movement, { ...movement, cents: 700 }]));
  assert.equal(twice.status, 400, JSON.stringify(twice.body));
  assert.match(twice.body.errorMessage ?? '', /movement 0001 detail 0000 appears twice/);
  assert.deepEqual(await snapshot(app, tables), before);
});

const ODD_SEED = Number(process.env.FUZZ_SEED ?? 20_261_129);
const ODD_RUNS = Number(process.env.FUZZ_RUNS ?? 40);

test(`statements made of odd values through the route: a 200 or a 400 that changed nothing (seed ${ODD_SEED})`, async () => {
  const oddCredit = fc.record({
    amount: fc.constantFrom('0.01', '75.00', '21474836.47', '21474836.48', '99999999999.99'),
    accountServicerReference: fc.oneof(
      fc.constantFrom('&#xD800;', '&#xDFFF;x', '&#0;', '&#x10FFFF;', 'R'.repeat(2800)),
      fc
        .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 })
        .map((text) => text.replace(/[<&]/g, '_')),
    ),
    bookingDate: fc.constantFrom(
      '2026-02-30',
      '0000-01-01',
      '2026-11-20',
      '2099-12-31',
      '2100-01-01',
    ),
    transactions: fc.constant<CamtTransaction[]>([{ name: 'Odd' }]),
  });
  const seen = new Map<number, number>();
  const details = await fc.check(
    fc.asyncProperty(fc.array(oddCredit, { minLength: 1, maxLength: 3 }), async (credits) => {
      const before = await snapshot(app, tables);
      const answer = await importCamt(credits);
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
    { seed: ODD_SEED, numRuns: ODD_RUNS, endOnFailure: true },
  );
  if (details.failed) assert.fail(`FUZZ_SEED=${ODD_SEED}: ${String(details.errorInstance)}`);
  assert.ok(seen.get(200) && seen.get(400), `both answers seen: ${[...seen].join(' ')}`);
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

test('debits and other currencies pay nothing; a bank reference repeated on two movements is two payments', async () => {
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
      matched: 2,
      suggested: 0,
      unmatched: 0,
      alreadyImported: 0,
      skipped: 2,
    },
  );
  assert.equal((await rowOf(invoiceId))?.paidCents, 8000);
});

test('a globalised CODA credit with one detail carrying the structured communication pays the invoice', async () => {
  const { invoiceId, digits } = await invoiced('Yara', 'Wouters');
  const bankReference = ref();
  const day = { valueDate: '2027-01-11', entryDate: '2027-01-11' };
  // Febelfin: the total and its last (here only) detail both carry the globalisation code.
  const file = codaFile(
    [
      { sequence: 1, detail: 0, bankReference, cents: 7500, globalisation: 1, ...day },
      {
        sequence: 1,
        detail: 1,
        bankReference,
        cents: 7500,
        globalisation: 1,
        structured: digits,
        ...day,
      },
    ],
    { date: '2027-01-11' },
  );
  const answer = await importFile('globalised.cod', Buffer.from(file, 'latin1'));
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.data.matched, 1, JSON.stringify(answer.body));
  const row = await rowOf(invoiceId);
  assert.equal(row?.status, 'paid');
  assert.equal(row?.paidCents, 7500);
});

test("what the treasurer needs to match by hand is on the list: mistyped references, other references, the bank's information", async () => {
  const mistyped = ref();
  const other = ref();
  const answer = await importFile(
    'statement.xml',
    camtStatement('08', [
      {
        amount: '61.00',
        accountServicerReference: mistyped,
        transactions: [
          { name: 'Wim Peeters', iban: 'BE62510007547061', creditorReference: '123456789003' },
        ],
      },
      {
        amount: '62.00',
        accountServicerReference: other,
        transactions: [{ name: 'Firma NV', creditorReference: 'RF18539007547034' }],
      },
    ]).replace('</RmtInf>', '</RmtInf><AddtlTxInf>SEPA instant credit</AddtlTxInf>'),
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const list = await unmatchedList();
  const line = (reference: string) => list.find((entry) => entry.bankReference === reference);
  assert.deepEqual(
    [
      line(mistyped)?.communication,
      line(mistyped)?.counterpartyName,
      line(mistyped)?.counterpartyIban,
    ],
    [
      '+++123/4567/89003+++ (mistyped: wrong check digits) SEPA instant credit',
      'Wim Peeters',
      'BE62510007547061',
    ],
  );
  assert.equal(line(other)?.communication, 'RF18539007547034');
});

test('amounts a line cannot hold, 2^31 cents and more, are refused with a clear message', async () => {
  const before = await snapshot(app, [statementEntries, payments]);
  for (const amount of ['21474836.48', '99999999999.99']) {
    const answer = await importCamt([{ amount, accountServicerReference: ref() }]);
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.match(
      JSON.stringify(answer.body),
      /above the largest amount a statement line can hold \(21474836\.47 EUR\): nothing was imported/,
    );
  }
  assert.deepEqual(await snapshot(app, [statementEntries, payments]), before);
});

test('a line imported before the format keys is not imported again', async () => {
  const bankReference = ref();
  await app.db.insert(statementEntries).values({
    lineKey: `legacy/${bankReference}`,
    bankReference,
    format: 'camt.053',
    bookedOn: '2026-11-20',
    amountCents: 7500,
    state: 'unmatched',
  });
  const answer = await importCamt([{ amount: '75.00', accountServicerReference: bankReference }]);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.data.alreadyImported, 1);
  const rows = await app.db
    .select()
    .from(statementEntries)
    .where(eq(statementEntries.bankReference, bankReference));
  assert.equal(rows.length, 1);
});

test('the lines to assign come a page at a time, oldest first, like the other paged lists', async () => {
  await importCamt(
    Array.from({ length: 5 }, (_, index) => ({
      amount: '1.23',
      accountServicerReference: ref(),
      bookingDate: `2020-01-0${index + 1}`,
      transactions: [{ name: `Paging Payer ${index}` }],
    })),
  );
  const all = await unmatchedList();
  const first = await unmatchedPage('pageNumber=1&pageSize=2');
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual(
    { ...first.body.data, items: first.body.data.items.map((line) => line.counterpartyName) },
    {
      items: ['Paging Payer 0', 'Paging Payer 1'],
      totalCount: all.length,
      totalPages: Math.ceil(all.length / 2),
      pageSize: 2,
      pageNumber: 1,
    },
  );
  const second = (await unmatchedPage('pageNumber=2&pageSize=2')).body.data;
  assert.deepEqual(
    second.items.map((line) => line.entryId),
    all.slice(2, 4).map((line) => line.entryId),
  );
  const defaults = (await unmatchedPage('')).body.data;
  assert.equal(defaults.pageSize, 20);
  for (const query of ['pageSize=0', 'pageSize=101', 'pageNumber=0', 'pageNumber=x', 'page=2']) {
    assert.equal((await unmatchedPage(query)).status, 400, query);
  }
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
