// Writes CODA files for tests, field by field at the positions of the Febelfin CODA 2.x record
// layout (1-based "from-to" columns as the standard prints them), independently of the reader.

/** Numbers are written right-aligned with leading zeros, texts left-aligned with spaces. */
type Field = readonly [from: number, to: number, value: string | number];

/** One 128-character record: every field padded (text left, numbers right with zeros). */
export const codaRecord = (fields: readonly Field[]): string => {
  const line = Array.from({ length: 128 }, () => ' ');
  for (const [from, to, value] of fields) {
    const width = to - from + 1;
    const padded = typeof value === 'number' ? String(value).padStart(width, '0') : value;
    if (padded.length > width) throw new Error(`"${value}" does not fit columns ${from}-${to}`);
    for (let index = 0; index < padded.length; index++) line[from - 1 + index] = padded[index]!;
  }
  return line.join('');
};

/** DDMMYY, the CODA date. */
export const codaDate = (iso: string): string =>
  `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;

/** 15 digits, 3 of them decimals. */
export const codaAmount = (cents: number): string => String(cents * 10).padStart(15, '0');

export const header = (created: string): string =>
  codaRecord([
    [1, 1, '0'],
    [2, 5, '0000'],
    [6, 11, codaDate(created)],
    [12, 14, '300'],
    [15, 16, '05'],
    [25, 34, 'REF0001'],
    [35, 60, '18XX BELGIUM VZW'],
    [61, 71, 'BBRUBEBB'],
    [72, 82, '00123456789'],
    [128, 128, '2'],
  ]);

export const oldBalance = (iban: string, currency: string, date: string): string =>
  codaRecord([
    [1, 1, '1'],
    [2, 2, '2'], // Belgian IBAN
    [3, 5, '042'],
    [6, 21, iban],
    [40, 42, currency],
    [43, 43, '0'],
    [44, 58, codaAmount(OLD_BALANCE_CENTS)],
    [59, 64, codaDate(date)],
    [65, 90, '18XX BELGIUM VZW'],
    [91, 125, 'ZICHTREKENING'],
    [126, 128, '042'],
  ]);

export interface Movement {
  sequence: number;
  detail?: number;
  bankReference: string;
  debit?: boolean;
  cents: number;
  valueDate: string;
  entryDate: string;
  transactionCode?: string;
  /** 101 + twelve digits when given. */
  structured?: string;
  /** Free text, spread over 2.1 (53), 2.2 (53) and 2.3 (43) when long. */
  text?: string;
  counterpartyName?: string;
  counterpartyIban?: string;
  counterpartyBic?: string;
  globalisation?: number;
}

/** Records 2.1, 2.2 and 2.3 of one movement (2.2 and 2.3 only when needed). */
export const movement = (m: Movement): string[] => {
  const text = m.text ?? '';
  const part1 = m.structured ? `101${m.structured}` : text.slice(0, 53);
  const part2 = m.structured ? '' : text.slice(53, 106);
  const part3 = m.structured ? '' : text.slice(106, 149);
  const needs23 = Boolean(m.counterpartyIban || m.counterpartyName || part3);
  const needs22 = needs23 || Boolean(part2 || m.counterpartyBic);
  const ids: Field[] = [
    [3, 6, m.sequence],
    [7, 10, m.detail ?? 0],
  ];
  const lines = [
    codaRecord([
      [1, 1, '2'],
      [2, 2, '1'],
      ...ids,
      [11, 31, m.bankReference],
      [32, 32, m.debit ? '1' : '0'],
      [33, 47, codaAmount(m.cents)],
      [48, 53, codaDate(m.valueDate)],
      [54, 61, m.transactionCode ?? '00150000'],
      [62, 62, m.structured ? '1' : '0'],
      [63, 115, part1],
      [116, 121, codaDate(m.entryDate)],
      [122, 124, '042'],
      [125, 125, String(m.globalisation ?? 0)],
      [126, 126, needs22 ? '1' : '0'],
      [128, 128, '0'],
    ]),
  ];
  if (needs22) {
    lines.push(
      codaRecord([
        [1, 1, '2'],
        [2, 2, '2'],
        ...ids,
        [11, 63, part2],
        [64, 98, ''],
        [99, 109, m.counterpartyBic ?? ''],
        [126, 126, needs23 ? '1' : '0'],
        [128, 128, '0'],
      ]),
    );
  }
  if (needs23) {
    lines.push(
      codaRecord([
        [1, 1, '2'],
        [2, 2, '3'],
        ...ids,
        [11, 44, m.counterpartyIban ?? ''],
        [45, 47, m.counterpartyIban ? 'EUR' : ''],
        [48, 82, m.counterpartyName ?? ''],
        [83, 125, part3],
        [126, 126, '0'],
        [128, 128, '0'],
      ]),
    );
  }
  return lines;
};

/** An information record 3.1 (free text) after a movement. */
export const information = (sequence: number, bankReference: string, text: string): string =>
  codaRecord([
    [1, 1, '3'],
    [2, 2, '1'],
    [3, 6, sequence],
    [7, 10, '0000'],
    [11, 31, bankReference],
    [32, 39, '00150000'],
    [40, 40, '0'],
    [41, 113, text],
    [126, 126, '0'],
    [128, 128, '0'],
  ]);

/** The old balance every sample statement starts from, in cents. */
export const OLD_BALANCE_CENTS = 100_000;

export const newBalance = (
  iban: string,
  currency: string,
  date: string,
  cents = OLD_BALANCE_CENTS,
): string =>
  codaRecord([
    [1, 1, '8'],
    [2, 4, '042'],
    [5, 20, iban],
    [39, 41, currency],
    [42, 42, cents < 0 ? '1' : '0'],
    [43, 57, codaAmount(Math.abs(cents))],
    [58, 63, codaDate(date)],
    [128, 128, '0'],
  ]);

export const trailer = (records: number): string =>
  codaRecord([
    [1, 1, '9'],
    [17, 22, records],
    [23, 37, codaAmount(0)],
    [38, 52, codaAmount(0)],
    [128, 128, '2'],
  ]);

export const ACCOUNT_IBAN = 'BE68539007547034';

/**
 * What the movements change on the account, as Febelfin counts them: a movement numbered 0 whose
 * sequence number has details is their total, so it does not count again.
 */
export const movedCents = (movements: readonly (Movement | string)[]): number => {
  const list = movements.filter((m): m is Movement => typeof m !== 'string');
  const detailed = new Set(list.filter((m) => (m.detail ?? 0) > 0).map((m) => m.sequence));
  return list
    .filter((m) => (m.detail ?? 0) > 0 || !detailed.has(m.sequence))
    .reduce((sum, m) => sum + (m.debit ? -m.cents : m.cents), 0);
};

/**
 * A whole file: header, old balance, the movements (and any extra records), new balance (the old
 * one plus the movements, unless given), trailer.
 */
export const codaFile = (
  movements: readonly (Movement | string)[],
  options: { currency?: string; date?: string; eol?: string; newBalanceCents?: number } = {},
): string => {
  const currency = options.currency ?? 'EUR';
  const date = options.date ?? '2026-11-20';
  const body = movements.flatMap((m) => (typeof m === 'string' ? [m] : movement(m)));
  const lines = [
    header(date),
    oldBalance(ACCOUNT_IBAN, currency, date),
    ...body,
    newBalance(
      ACCOUNT_IBAN,
      currency,
      date,
      options.newBalanceCents ?? OLD_BALANCE_CENTS + movedCents(movements),
    ),
    trailer(body.length + 2),
  ];
  return `${lines.join(options.eol ?? '\r\n')}${options.eol ?? '\r\n'}`;
};
