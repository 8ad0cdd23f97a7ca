// Reader for CODA, the Belgian banks' coded statement of account (Febelfin standard, version 2.x):
// lines of 128 characters, one record each. Columns below are 1-based "from-to" as the standard
// prints them; `field(line, from, to)` turns them into a slice.
//   0 header (128: version code "2")
//   1 old balance: 2 account structure, 3-5 statement number, 6-39 account (structure 0: 6-17),
//     currency at 19-21 for structure 0, else 40-42; 43 sign (0 credit, 1 debit), 44-58 balance
//     (15 digits, 3 decimals), 59-64 its date
//   2.1 movement: 3-6 sequence, 7-10 detail, 11-31 bank reference, 32 sign (0 credit, 1 debit),
//       33-47 amount (15 digits, 3 decimals), 54-61 transaction code, 62 communication type
//       (1 structured: 63-65 type, 101/102 = 12 digits at 66-77), 63-115 communication,
//       116-121 entry date (DDMMYY), 125 globalisation code. Febelfin writes the globalisation
//       code on a total (which its details, same sequence number, replace) and again on the
//       last detail of that level, which closes it.
//   2.2 movement: 11-63 communication (continued), 99-109 counterparty BIC
//   2.3 movement: 11-47 counterparty account (and currency), 48-82 counterparty name,
//       83-125 communication (continued)
//   3.x information, 4 free communication: accepted, not used
//   8 new balance: 42 sign, 43-57 balance, 58-63 its date
//   9 trailer
// Each statement must balance: old balance + booked movements = new balance.
import {
  findStructuredReference,
  isValidStructuredReference,
} from '../../../../shared/payment-codes/structured-reference';
import { checkBalance, StatementFormatError, type StatementEntry } from './statement-types';

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

/** What the old and new balance records say of one statement of the file. */
interface Statement {
  account: string;
  number: string;
  currency: string;
  /** In thousandths, signed. */
  oldBalance: number;
  newBalance: number;
  /** YYYY-MM-DD of the new balance: with the number, which statement of which year. */
  newBalanceDate: string;
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

/** A balance in thousandths, signed: sign (0 credit, 1 debit) then 15 digits. */
const codaBalance = (sign: string, raw: string, lineNumber: number): number => {
  if ((sign !== '0' && sign !== '1') || !/^\d{15}$/.test(raw)) {
    fail(lineNumber, `the balance "${sign}${raw}" is not a sign and 15 digits.`);
  }
  return sign === '1' ? -Number(raw) : Number(raw);
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

const signed = (movement: Movement) =>
  movement.direction === 'credit' ? movement.amountCents : -movement.amountCents;

/**
 * Which movements are entries. Within the records of one sequence number, a record with a
 * globalisation code opens that level (a total, replaced by its details) unless the level is
 * open, when it is the last detail that closes it; records without a code are details. A total
 * with no detail after it counts itself. Some banks write details without any code: their first
 * record is a total when it is the sum of the others.
 */
const bookedMovements = (movements: Movement[]): Movement[] => {
  const booked: Movement[] = [];
  let group: Movement[] = [];
  const flush = () => {
    const [first, ...rest] = group;
    if (!first) return;
    const open: number[] = [];
    const details = group.filter((movement) => {
      const level = movement.globalisation;
      if (level === 0) return true;
      const at = open.indexOf(level);
      if (at === -1) {
        open.push(level);
        return false;
      }
      open.length = at;
      return true;
    });
    const uncoded =
      rest.length > 0 &&
      group.every((movement) => movement.globalisation === 0) &&
      signed(first) === rest.reduce((sum, movement) => sum + signed(movement), 0);
    if (uncoded) booked.push(...rest);
    else booked.push(...(details.length > 0 ? details : [first]));
    group = [];
  };
  for (const movement of movements) {
    const previous = group[0];
    if (
      previous &&
      (previous.statementIndex !== movement.statementIndex ||
        previous.sequence !== movement.sequence)
    ) {
      flush();
    }
    group.push(movement);
  }
  flush();
  return booked;
};

const toEntry = (movement: Movement, statement: Statement): StatementEntry => {
  const text = movement.communication;
  const structuredDigits =
    movement.structured && (movement.structuredType === '101' || movement.structuredType === '102')
      ? text.slice(0, 12)
      : null;
  const valid = structuredDigits !== null && isValidStructuredReference(structuredDigits);
  const bankReference =
    movement.bankReference !== ''
      ? movement.detail === '0000'
        ? movement.bankReference
        : `${movement.bankReference}/${movement.detail}`
      : `CODA-${movement.bookingDate}-${movement.statementNumber}-${movement.sequence}-${movement.detail}`;
  return {
    // Statement numbers start again every year: the year of the new balance tells them apart.
    lineKey: `coda/${statement.account}/${statement.newBalanceDate.slice(0, 4)}/${statement.number}/${movement.sequence}/${movement.detail}`,
    bankReference,
    bookingDate: movement.bookingDate,
    amountCents: movement.amountCents,
    currency: movement.currency,
    direction: movement.direction,
    structuredReference: valid
      ? structuredDigits
      : movement.structured
        ? null
        : findStructuredReference(text),
    mistypedReference: structuredDigits !== null && !valid ? structuredDigits : null,
    creditorReference: null,
    remittance: movement.structured && structuredDigits !== null ? null : oneLine(text),
    additionalInformation: null,
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
  const statements: Statement[] = [];
  /** Sequence and detail numbers of the current statement's movements: each identifies one. */
  let numbers = new Set<string>();
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
        statements.push({
          account: field(line, 6, line[1] === '0' ? 17 : 39).trim(),
          number: field(line, 3, 5),
          currency,
          oldBalance: codaBalance(field(line, 43, 43), field(line, 44, 58), lineNumber),
          newBalance: 0,
          newBalanceDate: '',
        });
        numbers = new Set();
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
          const number = `${current.sequence}/${current.detail}`;
          if (numbers.has(number)) {
            fail(
              lineNumber,
              `movement ${current.sequence} detail ${current.detail} appears twice in the same statement: the file is damaged, ask the bank for it again.`,
            );
          }
          numbers.add(number);
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
      case '8': {
        lastArticle = null;
        if (state !== 'balance' && state !== 'movements') {
          fail(lineNumber, 'a new balance record without its old balance record.');
        }
        const statement = statements[statements.length - 1]!;
        statement.newBalance = codaBalance(field(line, 42, 42), field(line, 43, 57), lineNumber);
        statement.newBalanceDate = codaDate(field(line, 58, 63), lineNumber, 'new balance date');
        state = 'closed';
        current = null;
        continue;
      }
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
  const booked = bookedMovements(movements);
  // In thousandths, per statement of the file.
  const moved = statements.map(() => 0);
  for (const movement of booked) moved[movement.statementIndex]! += signed(movement) * 10;
  statements.forEach((statement, index) => {
    checkBalance(
      `Statement ${statement.number} of account ${statement.account}`,
      statement.oldBalance,
      moved[index]!,
      statement.newBalance,
      statement.currency,
    );
  });
  // An amount of zero moves no money (some banks report such movements for information).
  const entries = booked
    .filter((movement) => movement.amountCents > 0)
    .map((movement) => toEntry(movement, statements[movement.statementIndex]!));
  if (entries.length === 0) {
    throw new StatementFormatError(
      'The CODA file holds only movements of 0.00: there is nothing to import.',
    );
  }
  return entries;
};
