import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  parseStatement,
  StatementFormatError,
  type StatementEntry,
} from '../src/contexts/billing/payments/statements';
import {
  codaAmount,
  codaFile,
  codaRecord,
  header,
  information,
  movement,
  oldBalance,
  ACCOUNT_IBAN,
  OLD_BALANCE_CENTS,
  type Movement,
} from './support/coda-sample';

const parse = (text: string, name = 'statement.cod') =>
  parseStatement(name, Buffer.from(text, 'latin1'));

const refuses = (text: string, message: RegExp, name = 'statement.cod') =>
  assert.throws(
    () => parse(text, name),
    (error: unknown) => {
      assert.ok(
        error instanceof StatementFormatError,
        `not a StatementFormatError: ${String(error)}`,
      );
      assert.match(error.message, message);
      return true;
    },
  );

const MOVEMENTS: Movement[] = [
  {
    sequence: 1,
    bankReference: 'EPIB00048AWIUBTKAPUO',
    cents: 7500,
    valueDate: '2026-11-18',
    entryDate: '2026-11-19',
    structured: '123456789002',
    counterpartyName: 'Ann Peeters',
    counterpartyIban: 'BE71096123456769',
    counterpartyBic: 'GKCCBEBB',
  },
  {
    sequence: 2,
    bankReference: 'EPIB00049AWIUBTKAPUP',
    cents: 3050,
    valueDate: '2026-11-19',
    entryDate: '2026-11-20',
    // Longer than the 53 characters of record 2.1: continues in 2.2 and 2.3.
    text: 'Winter convention for Bob Maes and his two friends, parking included, see you there with the whole family x',
    counterpartyName: 'Bob Maes',
    counterpartyIban: 'BE62510007547061',
  },
  {
    sequence: 3,
    bankReference: 'EPIB00050AWIUBTKAPUQ',
    debit: true,
    cents: 123_456,
    valueDate: '2026-11-20',
    entryDate: '2026-11-20',
    text: 'Room rent De Klok',
    counterpartyName: 'Zaal De Klok',
    counterpartyIban: 'BE43068999999501',
  },
  {
    sequence: 4,
    bankReference: 'EPIB00051AWIUBTKAPUR',
    cents: 1000,
    valueDate: '2026-11-20',
    entryDate: '2026-11-20',
    text: 'Eve: 202/6000/04236',
  },
];

const EXPECTED: StatementEntry[] = [
  {
    lineKey: 'coda/BE68539007547034/2026/042/0001/0000',
    bankReference: 'EPIB00048AWIUBTKAPUO',
    bookingDate: '2026-11-19',
    amountCents: 7500,
    currency: 'EUR',
    direction: 'credit',
    structuredReference: '123456789002',
    remittance: null,
    mistypedReference: null,
    creditorReference: null,
    additionalInformation: null,
    counterpartyName: 'Ann Peeters',
    counterpartyIban: 'BE71096123456769',
  },
  {
    lineKey: 'coda/BE68539007547034/2026/042/0002/0000',
    bankReference: 'EPIB00049AWIUBTKAPUP',
    bookingDate: '2026-11-20',
    amountCents: 3050,
    currency: 'EUR',
    direction: 'credit',
    structuredReference: null,
    remittance:
      'Winter convention for Bob Maes and his two friends, parking included, see you there with the whole family x',
    mistypedReference: null,
    creditorReference: null,
    additionalInformation: null,
    counterpartyName: 'Bob Maes',
    counterpartyIban: 'BE62510007547061',
  },
  {
    lineKey: 'coda/BE68539007547034/2026/042/0003/0000',
    bankReference: 'EPIB00050AWIUBTKAPUQ',
    bookingDate: '2026-11-20',
    amountCents: 123_456,
    currency: 'EUR',
    direction: 'debit',
    structuredReference: null,
    remittance: 'Room rent De Klok',
    mistypedReference: null,
    creditorReference: null,
    additionalInformation: null,
    counterpartyName: 'Zaal De Klok',
    counterpartyIban: 'BE43068999999501',
  },
  {
    lineKey: 'coda/BE68539007547034/2026/042/0004/0000',
    bankReference: 'EPIB00051AWIUBTKAPUR',
    bookingDate: '2026-11-20',
    amountCents: 1000,
    currency: 'EUR',
    direction: 'credit',
    structuredReference: '202600004236',
    remittance: 'Eve: 202/6000/04236',
    mistypedReference: null,
    creditorReference: null,
    additionalInformation: null,
    counterpartyName: null,
    counterpartyIban: null,
  },
];

test('the sample writer lays out 128-character records', () => {
  const file = codaFile(MOVEMENTS);
  for (const line of file.split('\r\n').slice(0, -1)) assert.equal(line.length, 128);
  // Spot checks against the documented columns.
  const first21 = file.split('\r\n')[2]!;
  assert.equal(first21.slice(0, 2), '21');
  assert.equal(first21.slice(32, 47), '000000000075000');
  assert.equal(first21.slice(61, 77), '1101123456789002');
});

test('CODA: every field of every movement, over records 2.1, 2.2 and 2.3', () => {
  const parsed = parse(codaFile(MOVEMENTS));
  assert.equal(parsed.format, 'coda');
  assert.deepEqual(parsed.entries, EXPECTED);
});

test('CODA: line ends LF or CRLF, with or without a final one; information records are skipped', () => {
  const withInfo: (Movement | string)[] = [...MOVEMENTS];
  withInfo.splice(
    1,
    0,
    information(1, 'EPIB00048AWIUBTKAPUO', 'Ann Peeters, Kerkstraat 1, 9000 Gent'),
  );
  assert.deepEqual(parse(codaFile(withInfo, { eol: '\n' })).entries, EXPECTED);
  assert.deepEqual(parse(codaFile(MOVEMENTS).trimEnd()).entries, EXPECTED);
});

test('CODA: the account currency goes with every movement; other currencies are kept', () => {
  const parsed = parse(codaFile(MOVEMENTS.slice(0, 1), { currency: 'USD' }));
  assert.equal(parsed.entries[0]?.currency, 'USD');
});

test('CODA: a structured communication with a wrong check gives no reference, but is kept as mistyped', () => {
  const parsed = parse(
    codaFile([
      { ...MOVEMENTS[0]!, structured: '123456789003' },
      { ...MOVEMENTS[3]!, text: '+++123/4567/89003+++' },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.structuredReference, e.mistypedReference, e.remittance]),
    [
      [null, '123456789003', null],
      [null, null, '+++123/4567/89003+++'],
    ],
  );
});

test('CODA: a globalised total is replaced by its details; alone it counts', () => {
  const parsed = parse(
    codaFile([
      {
        sequence: 5,
        detail: 0,
        bankReference: 'GLOB-1',
        cents: 10_500,
        valueDate: '2026-11-20',
        entryDate: '2026-11-20',
        globalisation: 1,
        text: 'Total',
      },
      {
        sequence: 5,
        detail: 1,
        bankReference: 'GLOB-1',
        cents: 7500,
        valueDate: '2026-11-20',
        entryDate: '2026-11-20',
        structured: '123456789002',
      },
      {
        sequence: 5,
        detail: 2,
        bankReference: 'GLOB-1',
        cents: 3000,
        valueDate: '2026-11-20',
        entryDate: '2026-11-20',
        // Febelfin writes the code of the level again on its last detail.
        globalisation: 1,
        structured: '000000000101',
      },
      {
        sequence: 6,
        bankReference: 'GLOB-ALONE',
        cents: 900,
        valueDate: '2026-11-20',
        entryDate: '2026-11-20',
        globalisation: 1,
        text: 'no details',
      },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.bankReference, e.amountCents, e.structuredReference]),
    [
      ['GLOB-1/0001', 7500, '123456789002'],
      ['GLOB-1/0002', 3000, '000000000101'],
      ['GLOB-ALONE', 900, null],
    ],
  );
});

const globalised = (sequence: number, detail: number, cents: number, globalisation: number) => ({
  sequence,
  detail,
  bankReference: `GLOB-${sequence}`,
  cents,
  valueDate: '2026-11-20',
  entryDate: '2026-11-20',
  globalisation,
});

test('CODA: a globalised movement with one detail is that detail, not nothing', () => {
  const parsed = parse(
    codaFile([
      globalised(1, 0, 10_000_000, 1),
      { ...globalised(1, 1, 10_000_000, 1), structured: '123456789002' },
      globalised(2, 0, 6_209_501, 1),
      globalised(2, 1, 6_209_501, 1),
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.bankReference, e.amountCents, e.structuredReference]),
    [
      ['GLOB-1/0001', 10_000_000, '123456789002'],
      ['GLOB-2/0001', 6_209_501, null],
    ],
  );
});

test('CODA: two levels of globalisation book the details of the lowest level', () => {
  const parsed = parse(
    codaFile(
      [
        globalised(1, 0, 1000, 2),
        globalised(1, 1, 600, 1),
        globalised(1, 2, 100, 0),
        globalised(1, 3, 500, 1),
        globalised(1, 4, 400, 1),
        globalised(1, 5, 400, 2),
      ],
      { newBalanceCents: 100_000 + 1000 },
    ),
  );
  assert.deepEqual(
    parsed.entries.map((e) => e.amountCents),
    [100, 500, 400],
  );
});

test('CODA: a statement that does not balance is refused with its number and the difference', () => {
  refuses(
    codaFile(MOVEMENTS.slice(0, 2), { newBalanceCents: 100_000 + 7500 + 3050 - 1 }),
    /^Statement 042 of account BE68539007547034 does not balance: the old balance 1,000\.00 EUR and the movements read \(105\.50 EUR\) make 1,105\.50 EUR, but the new balance is 1,105\.49 EUR, a difference of -0\.01 EUR\./,
  );
  // The old reader's globalisation: the last detail (code written again) dropped.
  const dropped = [globalised(1, 0, 1000, 1), globalised(1, 1, 600, 0), globalised(1, 2, 400, 1)];
  assert.deepEqual(
    parse(codaFile(dropped)).entries.map((e) => e.amountCents),
    [600, 400],
  );
  refuses(codaFile(dropped, { newBalanceCents: 100_000 + 600 }), /a difference of -4\.00 EUR/);
});

test('CODA: a movement number repeated in a statement is refused, not merged', () => {
  refuses(
    codaFile([MOVEMENTS[0]!, { ...MOVEMENTS[1]!, sequence: 1 }]),
    /CODA line 6: movement 0001 detail 0000 appears twice in the same statement/,
  );
});

test('CODA: refusals name the line and what is wrong', () => {
  const lines = codaFile(MOVEMENTS).split('\r\n');
  const withLine = (index: number, line: string) =>
    lines.map((l, i) => (i === index ? line : l)).join('\r\n');
  refuses(
    withLine(3, lines[3]!.slice(0, 100)),
    /^CODA line 4: 100 characters where every CODA record has exactly 128: the file looks truncated or edited\.$/,
  );
  refuses(
    lines.slice(1).join('\r\n'),
    /CODA line 1: the file does not start with a CODA header record/,
  );
  refuses(lines.slice(0, 5).join('\r\n'), /ends without its trailer record .*truncated/);
  refuses(lines.slice(0, 3).join('\r\n'), /ends in the middle of a movement: it looks truncated/);
  refuses(
    withLine(0, `${lines[0]!.slice(0, 127)}1`),
    /CODA line 1: CODA version 1 is not supported/,
  );
  refuses(
    withLine(2, `${lines[2]!.slice(0, 31)}7${lines[2]!.slice(32)}`),
    /CODA line 3: the movement sign "7" is neither 0 \(credit\) nor 1 \(debit\)/,
  );
  refuses(
    withLine(2, `${lines[2]!.slice(0, 32)}00000000000A000${lines[2]!.slice(47)}`),
    /CODA line 3: the amount "00000000000A000" is not 15 digits/,
  );
  refuses(
    withLine(2, `${lines[2]!.slice(0, 46)}5${lines[2]!.slice(47)}`),
    /CODA line 3: the amount 75\.005 has a fraction of a cent/,
  );
  refuses(
    withLine(2, `${lines[2]!.slice(0, 115)}310226${lines[2]!.slice(121)}`),
    /CODA line 3: the entry date "310226" is not a date/,
  );
  refuses(withLine(3, `7${lines[3]!.slice(1)}`), /CODA line 4: "7" is not a CODA record type/);
  refuses(
    withLine(4, lines[3]!),
    /CODA line 5: movement record 2\.2 does not follow the records of its movement/,
  );
  refuses(
    withLine(
      1,
      codaRecord([
        [1, 1, '1'],
        [2, 2, '2'],
        [6, 21, ACCOUNT_IBAN],
        [40, 42, '???'],
      ]),
    ),
    /CODA line 2: the account currency "\?\?\?" is not a currency code/,
  );
  refuses(
    [header('2026-11-20'), ...movement(MOVEMENTS[0]!)].join('\n'),
    /CODA line 2: a movement record outside a statement/,
  );
  refuses(`${lines.join('\r\n')}${lines[2]}\r\n`, /a movement record after the trailer record/);
  refuses(
    [header('2026-11-20'), header('2026-11-20')].join('\n'),
    /CODA line 2: a header record inside a statement/,
  );
  refuses(
    [
      header('2026-11-20'),
      oldBalance(ACCOUNT_IBAN, 'EUR', '2026-11-20'),
      lines.at(-3)!,
      lines.at(-2)!,
    ].join('\n') + '\n',
    /holds no movements/,
  );
});

test('CODA: movements of 0.00 are left out', () => {
  const parsed = parse(codaFile([{ ...MOVEMENTS[3]!, cents: 0 }, MOVEMENTS[0]!]));
  assert.deepEqual(
    parsed.entries.map((e) => e.bankReference),
    ['EPIB00048AWIUBTKAPUO'],
  );
  refuses(codaFile([{ ...MOVEMENTS[3]!, cents: 0 }]), /holds only movements of 0\.00/);
});

test('a file that is neither CODA nor XML is refused; a .cod name makes it read as CODA', () => {
  refuses('Date;Amount\n', /neither a camt\.053 statement \(XML\) nor a CODA file/, 'export.csv');
  refuses(
    'Date;Amount\n',
    /CODA line 1: 11 characters where every CODA record has exactly 128/,
    'export.cod',
  );
});

test('several statements in one file are all read, even with the same sequence numbers', () => {
  const one = codaFile(MOVEMENTS.slice(0, 2));
  const two = codaFile(MOVEMENTS.slice(2).map((m, index) => ({ ...m, sequence: index + 1 })));
  const entries = parse(one + two).entries;
  const withoutKey = ({ lineKey: _key, ...entry }: StatementEntry) => entry;
  assert.deepEqual(entries.map(withoutKey), EXPECTED.map(withoutKey));
  // Same account, statement number and sequence numbers: still four lines, never one.
  assert.equal(new Set(entries.map((entry) => entry.lineKey)).size, 4);
});

test('Latin-1 names are read', () => {
  const parsed = parse(codaFile([{ ...MOVEMENTS[1]!, counterpartyName: 'Jérôme Lefèvre' }]));
  assert.equal(parsed.entries[0]?.counterpartyName, 'Jérôme Lefèvre');
});

test('CODA: a Belgian account number without IBAN (structure 0) gives its currency at columns 19-21', () => {
  const lines = codaFile(MOVEMENTS.slice(0, 1)).split('\r\n');
  lines[1] = codaRecord([
    [1, 1, '1'],
    [2, 2, '0'],
    [3, 5, 42],
    [6, 17, '539007547034'],
    [19, 21, 'EUR'],
    [43, 43, '0'],
    [44, 58, codaAmount(OLD_BALANCE_CENTS)],
    [59, 64, '201126'],
  ]);
  assert.equal(parse(lines.join('\r\n')).entries[0]?.currency, 'EUR');
});
