import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseStatement, StatementFormatError } from '../src/contexts/billing/payments/statements';
import { isValidStructuredReference } from '../src/shared/payment-codes/structured-reference';
import { camtStatement } from './support/camt-sample';
import { codaFile } from './support/coda-sample';
import { mutated } from './support/statement-mutations';

// Whatever the bytes, the reader either returns sound entries or refuses with a
// StatementFormatError (a message for the admin); never another exception.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

const CAMT = camtStatement('08', [
  {
    amount: '75.00',
    accountServicerReference: 'A-1',
    transactions: [{ name: 'Ann', iban: 'BE71096123456769', creditorReference: '123456789002' }],
  },
  {
    amount: '20.00',
    accountServicerReference: 'A-2',
    batch: true,
    transactions: [
      { amount: '5.00', unstructured: ['+++202/6000/04236+++'] },
      { amount: '15.00', credit: false, name: 'Bob' },
    ],
  },
]);
const CODA = codaFile([
  {
    sequence: 1,
    bankReference: 'C-1',
    cents: 7500,
    valueDate: '2026-11-20',
    entryDate: '2026-11-20',
    structured: '123456789002',
    counterpartyName: 'Ann',
    counterpartyIban: 'BE71096123456769',
  },
  {
    sequence: 2,
    bankReference: 'C-2',
    debit: true,
    cents: 100,
    valueDate: '2026-11-20',
    entryDate: '2026-11-20',
    text: 'x',
  },
]);

const checkOutcome = (name: string, bytes: Uint8Array) => {
  let parsed;
  try {
    parsed = parseStatement(name, Buffer.from(bytes));
  } catch (error) {
    if (error instanceof StatementFormatError && error.message.length > 0) return;
    throw error;
  }
  assert.ok(parsed.entries.length > 0);
  for (const entry of parsed.entries) {
    assert.ok(Number.isSafeInteger(entry.amountCents) && entry.amountCents > 0, 'amount');
    assert.match(entry.bookingDate, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(entry.direction === 'credit' || entry.direction === 'debit');
    assert.ok(entry.bankReference.length > 0);
    assert.match(entry.currency, /^[A-Z]{3}$/);
    if (entry.structuredReference !== null)
      assert.ok(isValidStructuredReference(entry.structuredReference));
    // What the database holds: a key short enough for its unique index, text without lone
    // surrogates (PostgreSQL refuses them).
    assert.ok(entry.lineKey.length < 200, 'key length');
    for (const text of Object.values(entry)) {
      if (typeof text === 'string') assert.doesNotMatch(text, /\p{Cs}/u, 'a lone surrogate');
    }
  }
  assert.equal(new Set(parsed.entries.map((entry) => entry.lineKey)).size, parsed.entries.length);
};

const run = (property: fc.IProperty<never> | fc.IPropertyWithHooks<never>) => {
  const details = fc.check(property as fc.IProperty<unknown>, { seed: SEED, numRuns: RUNS });
  if (details.failed) {
    assert.fail(
      `FUZZ_SEED=${SEED}: ${JSON.stringify(details.counterexample)?.slice(0, 500)}\n${String(details.errorInstance)}`,
    );
  }
};

test(`random bytes under any name (seed ${SEED})`, () => {
  run(
    fc.property(
      fc.constantFrom('a.xml', 'a.cod', 'a.txt', 'a'),
      fc.uint8Array({ maxLength: 600 }),
      (name, bytes) => checkOutcome(name, bytes),
    ) as never,
  );
});

test(`mutated camt.053 statements (seed ${SEED})`, () => {
  run(fc.property(mutated(CAMT), (xml) => checkOutcome('a.xml', Buffer.from(xml))) as never);
});

test(`mutated CODA files (seed ${SEED})`, () => {
  run(
    fc.property(mutated(CODA), (text) =>
      checkOutcome('a.cod', Buffer.from(text, 'latin1')),
    ) as never,
  );
  // Edits that keep every line 128 long: characters replaced in place.
  run(
    fc.property(
      fc.array(
        fc.record({
          at: fc.nat(),
          char: fc.constantFrom('0', '1', '2', '3', '8', '9', ' ', 'A', '/'),
        }),
        { maxLength: 8 },
      ),
      (edits) => {
        const chars = [...CODA];
        for (const { at, char } of edits) {
          const i = at % chars.length;
          if (chars[i] !== '\r' && chars[i] !== '\n') chars[i] = char;
        }
        checkOutcome('a.cod', Buffer.from(chars.join(''), 'latin1'));
      },
    ) as never,
  );
});

test('the unmutated samples are read', () => {
  assert.equal(parseStatement('a.xml', Buffer.from(CAMT)).entries.length, 3);
  assert.equal(parseStatement('a.cod', Buffer.from(CODA)).entries.length, 2);
});
