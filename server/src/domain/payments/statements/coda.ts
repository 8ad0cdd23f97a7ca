// Reader for CODA, the Belgian banks' coded statement of account (Febelfin standard, version 2.x):
// lines of 128 characters, one record each. Columns below are 1-based "from-to" as the standard
// prints them; `field(line, from, to)` turns them into a slice.
//   0 header (128: version code "2")
//   1 old balance (2: account structure; currency at 19-21 for structure 0, else 40-42)
//   2.1 movement: 3-6 sequence, 7-10 detail, 11-31 bank reference, 32 sign (0 credit, 1 debit),
//       33-47 amount (15 digits, 3 decimals), 54-61 transaction code, 62 communication type
//       (1 structured: 63-65 type, 101/102 = 12 digits at 66-77), 63-115 communication,
//       116-121 entry date (DDMMYY), 125 globalisation code
//   2.2 movement: 11-63 communication (continued), 99-109 counterparty BIC
//   2.3 movement: 11-47 counterparty account (and currency), 48-82 counterparty name,
//       83-125 communication (continued)
//   3.x information, 4 free communication: accepted, not used
//   8 new balance, 9 trailer
import { findStructuredReference, isValidStructuredReference } from './structured-reference';
import { StatementFormatError, type StatementEntry } from './statement-types';

const RECORD_LENGTH = 128;

const field = (line: string, from: number, to: number): string => line.slice(from - 1, to);

interface Movement {
  lineNumber: number;
  sequence: string;
  detail: string;
  bankReference: string;
  direction: 'credit' | 'debit';
  amountCents: number;
  bookingDate: string;
  globalisation: number;
  structured: boolean;
  structuredType: string;
  communication: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  currency: string;
  statementNumber: string;
  /** Which statement of the file (0, 1, ...): numbers may repeat between accounts. */
  statementIndex: number;
}

const fail = (lineNumber: number, message: string): never => {
  throw new StatementFormatError(`CODA line ${lineNumber}: ${message}`);
};

const codaDate = (raw: string, lineNumber: number, what: string): string => {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(raw);
  const iso = match ? `20${match[3]}-${match[2]}-${match[1]}` : '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    fail(lineNumber, `the ${what} "${raw}" is not a date (DDMMYY).`);
  }
  return iso;
};

const codaAmountCents = (raw: string, lineNumber: number): number => {
  if (!/^\d{15}$/.test(raw)) fail(lineNumber, `the amount "${raw.trim()}" is not 15 digits.`);
  const thousandths = Number(raw);
  if (thousandths % 10 !== 0) {
    fail(lineNumber, `the amount ${thousandths / 1000} has a fraction of a cent.`);
  }
  return thousandths / 10;
};

const oneLine = (text: string): string | null => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean === '' ? null : clean;
};

/** The account currency of an old-balance record, by the account structure code. */
const accountCurrency = (line: string, lineNumber: number): string => {
  const structure = field(line, 2, 2);
  if (!['0', '1', '2', '3'].includes(structure)) {
    fail(lineNumber, `unknown account structure "${structure}" in the old balance record.`);
  }
  const currency = (structure === '0' ? field(line, 19, 21) : field(line, 40, 42)).trim();
  if (!/^[A-Z]{3}$/.test(currency)) {
    fail(lineNumber, `the account currency "${currency}" is not a currency code.`);
  }
  return currency;
};

const readMovement21 = (
  line: string,
  lineNumber: number,
  currency: string,
  statementIndex: number,
): Movement => {
  const sign = field(line, 32, 32);
  if (sign !== '0' && sign !== '1') {
    fail(lineNumber, `the movement sign "${sign}" is neither 0 (credit) nor 1 (debit).`);
  }
  const structured = field(line, 62, 62) === '1';
  const globalisation = field(line, 125, 125);
  return {
    lineNumber,
    sequence: field(line, 3, 6),
    detail: field(line, 7, 10),
    bankReference: field(line, 11, 31).trim(),
    direction: sign === '0' ? 'credit' : 'debit',
    amountCents: codaAmountCents(field(line, 33, 47), lineNumber),
    bookingDate: codaDate(field(line, 116, 121), lineNumber, 'entry date'),
    globalisation: /^\d$/.test(globalisation) ? Number(globalisation) : 0,
    structured,
    structuredType: structured ? field(line, 63, 65) : '',
    communication: structured ? field(line, 66, 115) : field(line, 63, 115),
    counterpartyName: null,
    counterpartyIban: null,
    currency,
    statementNumber: field(line, 122, 124),
    statementIndex,
  };
};

/**
 * Which movements are entries: a globalised total is left out when its details follow (same
 * sequence number), and kept when it stands alone; details count one by one.
 */
const bookedMovements = (movements: Movement[]): Movement[] => {
  const groups = new Map<string, Movement[]>();
  for (const movement of movements) {
    const key = `${movement.statementIndex}/${movement.sequence}`;
    const group = groups.get(key);
    if (group) group.push(movement);
    else groups.set(key, [movement]);
  }
  return movements.filter((movement) => {
    const group = groups.get(`${movement.statementIndex}/${movement.sequence}`) ?? [];
    if (group.length === 1) return true;
    if (group.some((other) => other.globalisation > 0)) return movement.globalisation === 0;
    // Details without globalisation codes (some banks): the first record is their total.
    return movement !== group[0];
  });
};

const toEntry = (movement: Movement): StatementEntry => {
  const text = movement.communication;
  const structuredDigits =
    movement.structured && (movement.structuredType === '101' || movement.structuredType === '102')
      ? text.slice(0, 12)
      : null;
  const structuredReference =
    structuredDigits !== null
      ? isValidStructuredReference(structuredDigits)
        ? structuredDigits
        : null
      : movement.structured
        ? null
        : findStructuredReference(text);
  const bankReference =
    movement.bankReference !== ''
      ? movement.detail === '0000'
        ? movement.bankReference
        : `${movement.bankReference}/${movement.detail}`
      : `CODA-${movement.bookingDate}-${movement.statementNumber}-${movement.sequence}-${movement.detail}`;
  return {
    bankReference,
    bookingDate: movement.bookingDate,
    amountCents: movement.amountCents,
    currency: movement.currency,
    direction: movement.direction,
    structuredReference,
    remittance: movement.structured ? null : oneLine(text),
    counterpartyName: movement.counterpartyName,
    counterpartyIban: movement.counterpartyIban,
  };
};

const RECORD_NAMES: Record<string, string> = {
  '0': 'header',
  '1': 'old balance',
  '2': 'movement',
  '3': 'information',
  '4': 'free communication',
  '8': 'new balance',
  '9': 'trailer',
};

/** Reads every statement of a CODA file (several accounts or days may follow one another). */
export const parseCoda = (text: string): StatementEntry[] => {
  const lines = text.split(/\r\n|\n|\r/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) throw new StatementFormatError('The CODA file is empty.');

  const movements: Movement[] = [];
  /** What the previous record allows next. */
  let state: 'start' | 'header' | 'balance' | 'movements' | 'closed' | 'ended' = 'start';
  let currency = '';
  let statementIndex = -1;
  let current: Movement | null = null;
  /** Article of the last movement record, and whether its next code announced another one. */
  let lastArticle: '1' | '2' | '3' | null = null;
  let continuationAnnounced = false;

  for (const [index, line] of lines.entries()) {
    const lineNumber = index + 1;
    if (line.length !== RECORD_LENGTH) {
      fail(
        lineNumber,
        `${line.length} characters where every CODA record has exactly ${RECORD_LENGTH}: the file looks truncated or edited.`,
      );
    }
    const type = line[0]!;
    const article = line[1]!;
    if (!(type in RECORD_NAMES)) {
      fail(lineNumber, `"${type}" is not a CODA record type (0, 1, 2, 3, 4, 8 or 9).`);
    }
    if (state === 'start' && type !== '0') {
      fail(
        lineNumber,
        'the file does not start with a CODA header record (a line starting with 0).',
      );
    }
    if (state === 'ended' && type !== '0') {
      fail(lineNumber, `a ${RECORD_NAMES[type]} record after the trailer record.`);
    }
    if (continuationAnnounced && (type !== '2' || line[1] === '1')) {
      fail(
        lineNumber,
        `the movement record before announced another record of its movement, which is missing.`,
      );
    }
    switch (type) {
      case '0': {
        if (state !== 'start' && state !== 'ended') {
          fail(
            lineNumber,
            'a header record inside a statement: the previous statement has no trailer.',
          );
        }
        const version = line[127];
        if (version !== '2') {
          fail(
            lineNumber,
            version === '1'
              ? 'CODA version 1 is not supported: ask the bank for CODA version 2.'
              : `unknown CODA version "${version}" (expected 2).`,
          );
        }
        state = 'header';
        statementIndex += 1;
        continue;
      }
      case '1':
        if (state !== 'header')
          fail(lineNumber, 'an old balance record not right after the header.');
        currency = accountCurrency(line, lineNumber);
        state = 'balance';
        continue;
      case '2': {
        if (state !== 'balance' && state !== 'movements') {
          fail(
            lineNumber,
            'a movement record outside a statement (before its old balance or after its new balance).',
          );
        }
        state = 'movements';
        if (article === '1') {
          current = readMovement21(line, lineNumber, currency, statementIndex);
          movements.push(current);
        } else if (article === '2' || article === '3') {
          const inOrder = lastArticle !== null && lastArticle < article;
          if (
            !current ||
            !inOrder ||
            field(line, 3, 10) !== `${current.sequence}${current.detail}`
          ) {
            fail(
              lineNumber,
              `movement record 2.${article} does not follow the records of its movement.`,
            );
          }
          const movement = current!;
          if (article === '2') {
            movement.communication += field(line, 11, 63);
          } else {
            const account = field(line, 11, 47).trim().split(/\s+/)[0] ?? '';
            movement.counterpartyIban = /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(account)
              ? account
              : null;
            movement.counterpartyName = oneLine(field(line, 48, 82));
            movement.communication += field(line, 83, 125);
          }
        } else {
          fail(lineNumber, `movement record 2.${article} does not exist (2.1, 2.2 or 2.3).`);
        }
        // Next code (126): 1 when the next record continues this movement.
        lastArticle = article as '1' | '2' | '3';
        continuationAnnounced = line[125] === '1' && article !== '3';
        continue;
      }
      case '3':
      case '4':
        if (state !== 'movements' && state !== 'balance') {
          fail(lineNumber, `an ${RECORD_NAMES[type]} record outside a statement.`);
        }
        continue;
      case '8':
        lastArticle = null;
        if (state !== 'balance' && state !== 'movements') {
          fail(lineNumber, 'a new balance record without its old balance record.');
        }
        state = 'closed';
        current = null;
        continue;
      case '9':
        if (state !== 'closed')
          fail(lineNumber, 'a trailer record without the new balance record before it.');
        state = 'ended';
        continue;
    }
  }
  if (continuationAnnounced) {
    throw new StatementFormatError(
      'The CODA file ends in the middle of a movement: it looks truncated.',
    );
  }
  if (state !== 'ended') {
    throw new StatementFormatError(
      'The CODA file ends without its trailer record (a line starting with 9): it looks truncated.',
    );
  }
  if (movements.length === 0) {
    throw new StatementFormatError('The CODA file holds no movements: there is nothing to import.');
  }
  // An amount of zero moves no money (some banks report such movements for information).
  const entries = bookedMovements(movements)
    .filter((movement) => movement.amountCents > 0)
    .map(toEntry);
  if (entries.length === 0) {
    throw new StatementFormatError(
      'The CODA file holds only movements of 0.00: there is nothing to import.',
    );
  }
  return entries;
};
