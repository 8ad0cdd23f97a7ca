// Reader for ISO 20022 camt.053 (BankToCustomerStatement), versions 001.02 to 001.08. Every booked
// entry (Ntry) becomes one statement entry; an entry that batches several transactions (several
// TxDtls) becomes one statement entry per transaction. Each statement with an opening (OPBD or
// PRCD) and a closing (CLBD) balance must balance with its booked entries. The XML is read with
// fast-xml-parser with entity processing off, and a document type declaration is refused
// outright: a bank statement never has one, and it is the door to entity expansion.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FIRST_DAY, isCalendarDay, LAST_DAY } from 'shared-api/contract';
import {
  findStructuredReference,
  isValidStructuredReference,
} from '../../../../shared/payment-codes/structured-reference';
import { checkBalance, StatementFormatError, type StatementEntry } from './statement-types';

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.(\d{3})\.001\.(\d{2})$/;
const FIRST_VERSION = 2;
const LAST_VERSION = 8;

/** Elements that may repeat, always read as arrays. */
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

/**
 * Elements never read, kept as raw text instead of trees: fewer objects, a faster read. Names
 * only, so they match at any depth (none of them is the name of an element that is read).
 */
const SKIPPED = [
  'GrpHdr',
  'Acct',
  'Bal',
  'TxsSummry',
  'FrToDt',
  'RltdAcct',
  'AddtlStmtInf',
  'ValDt',
  'BkTxCd',
  'Chrgs',
  'TechInptChanl',
  'Intrst',
  'CardTx',
  'AddtlInfInd',
  'AddtlNtryInf',
  'RltdAgts',
  'Purp',
  'RltdDts',
  'RltdPric',
  'RltdQties',
  'FinInstrmId',
  'Tax',
  'RtrInf',
  'CorpActn',
  'SfkpgAcct',
  'CshDpst',
  'SplmtryData',
  'PstlAdr',
  'CtctDtls',
  'InitgPty',
  'UltmtDbtr',
  'UltmtCdtr',
  'TradgPty',
].map((name) => `..${name}`);

type XmlNode = Record<string, unknown>;

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first child of that name (repeated elements read where one is expected count once). */
const child = (node: unknown, name: string): unknown => {
  if (!isNode(node)) return undefined;
  const value = node[name];
  return Array.isArray(value) ? value[0] : value;
};

const children = (node: unknown, name: string): unknown[] => {
  if (!isNode(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
};

const path = (node: unknown, ...names: string[]): unknown =>
  names.reduce<unknown>((current, name) => child(current, name), node);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The characters XML allows (its production Char): no surrogate halves, no control codes. */
const isXmlCharacter = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** The five predefined entities and character references; nothing else is ever expanded. */
const decodeEntities = (text: string): string =>
  text.includes('&')
    ? text.replace(
        /&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g,
        (whole, name: string) => {
          if (!name.startsWith('#')) return ENTITIES[name] ?? whole;
          const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
          if (!isXmlCharacter(code)) {
            throw new StatementFormatError(
              `The file holds the character reference ${whole}, which is no character XML allows: the file is damaged.`,
            );
          }
          return String.fromCodePoint(code);
        },
      )
    : text;

/** Text content of an element (with or without attributes), trimmed; '' when absent. */
const text = (node: unknown): string => {
  if (typeof node === 'string') return decodeEntities(node).trim();
  if (isNode(node) && typeof node['#text'] === 'string')
    return decodeEntities(node['#text']).trim();
  return '';
};

const optionalText = (node: unknown): string | null => {
  const value = text(node).replace(/\s+/g, ' ');
  return value === '' ? null : value;
};

const attribute = (node: unknown, name: string): string =>
  isNode(node) && typeof node[`@_${name}`] === 'string' ? (node[`@_${name}`] as string).trim() : '';

const newParser = (stopNodes: string[], onTag: (rawName: string) => void = () => {}) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    htmlEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    transformTagName: (name: string) => {
      onTag(name);
      const colon = name.indexOf(':');
      return colon === -1 ? name : name.slice(colon + 1);
    },
    isArray: (name: string) => REPEATED.has(name),
    // Callbacks get the tag name only: building each element's path string costs a quarter of the time.
    jPath: false,
    stopNodes,
  });

/** Parses the XML and checks that it is a camt.053 document of a supported version. */
const readDocument = (xml: string): XmlNode => {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new StatementFormatError(
      'The XML file declares a document type (<!DOCTYPE>); bank statements never do, so it is refused.',
    );
  }
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new StatementFormatError(`The file is not well-formed XML (line ${line}: ${msg}).`);
  }
  let rootName: string | null = null;
  let parsed: unknown;
  try {
    // Entries stay raw text here and are read one by one (readEntries): no tree of the whole
    // statement is ever held, so the garbage collector has little to do.
    parsed = newParser([...SKIPPED, '..Ntry'], (name) => {
      rootName ??= name;
    }).parse(xml);
  } catch (error) {
    throw new StatementFormatError(
      `The file is not well-formed XML (${error instanceof Error ? error.message : 'unreadable'}).`,
    );
  }
  if (rootName === null || !isNode(parsed)) {
    throw new StatementFormatError('The XML file has no root element.');
  }
  const raw: string = rootName;
  const colon = raw.indexOf(':');
  const localName = colon === -1 ? raw : raw.slice(colon + 1);
  const root = parsed[localName];
  const namespace = attribute(root, colon === -1 ? 'xmlns' : `xmlns:${raw.slice(0, colon)}`);
  const match = NAMESPACE.exec(namespace);
  if (localName !== 'Document' || !match) {
    throw new StatementFormatError(
      `The XML file is not a camt.053 bank statement: its root element is <${raw}>${
        namespace ? ` in namespace ${namespace}` : ' without namespace'
      }, where a statement has <Document> in namespace urn:iso:std:iso:20022:tech:xsd:camt.053.001.xx.`,
    );
  }
  const [, message, version] = match as unknown as [string, string, string];
  if (message !== '053') {
    throw new StatementFormatError(
      `The XML file is a camt.${message} message, not a camt.053 bank statement: export the account statement (camt.053) from the bank.`,
    );
  }
  if (Number(version) < FIRST_VERSION || Number(version) > LAST_VERSION) {
    throw new StatementFormatError(
      `camt.053 version 001.${version} is not supported; the accepted versions are 001.02 to 001.08.`,
    );
  }
  const statement = child(root, 'BkToCstmrStmt');
  if (!isNode(statement)) {
    throw new StatementFormatError('The camt.053 document has no BkToCstmrStmt element.');
  }
  return statement;
};

const amountCents = (raw: string, where: string): number => {
  const match = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(raw);
  if (!match) throw new StatementFormatError(`${where}: the amount "${raw}" is not a number.`);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (/[1-9]/.test(fraction.slice(2))) {
    throw new StatementFormatError(`${where}: the amount ${raw} has a fraction of a cent.`);
  }
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
};

const readAmount = (amountNode: unknown, where: string) => {
  const currency = attribute(amountNode, 'Ccy');
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new StatementFormatError(`${where}: the amount has no currency code (Ccy).`);
  }
  return { amountCents: amountCents(text(amountNode), where), currency };
};

const readDirection = (node: unknown, where: string): 'credit' | 'debit' => {
  const indicator = text(child(node, 'CdtDbtInd'));
  if (indicator === 'CRDT') return 'credit';
  if (indicator === 'DBIT') return 'debit';
  throw new StatementFormatError(
    `${where}: the credit/debit indicator (CdtDbtInd) is "${indicator}", not CRDT or DBIT.`,
  );
};

const readDate = (node: unknown, where: string): string => {
  const raw = text(child(node, 'Dt')) || text(child(node, 'DtTm'));
  const iso = raw.slice(0, 10);
  if (!isCalendarDay(iso)) {
    throw new StatementFormatError(
      raw
        ? `${where}: the booking date "${raw}" is not a day between ${FIRST_DAY} and ${LAST_DAY}.`
        : `${where}: no booking date (BookgDt).`,
    );
  }
  return iso;
};

/** Twelve digits from a creditor reference written as a structured one (with or without +++ and /). */
const structuredDigits = (reference: string): string | null => {
  const digits = reference.replace(/[+*/\s.-]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
};

/** Remittance information and counterparty of one transaction (TxDtls), if any. */
const readDetails = (transaction: unknown, direction: 'credit' | 'debit') => {
  const remittance = child(transaction, 'RmtInf');
  const unstructured = children(remittance, 'Ustrd')
    .map((line) => text(line))
    .filter((line) => line !== '')
    .join(' ');
  let structuredReference: string | null = null;
  let mistypedReference: string | null = null;
  let creditorReference: string | null = null;
  // Creditor references of any issuer: a Belgian structured communication, valid or mistyped
  // (the treasurer sees what was typed), or another scheme's (RF..., a supplier's own).
  for (const structured of children(remittance, 'Strd')) {
    const reference = text(path(structured, 'CdtrRefInf', 'Ref'));
    if (reference === '') continue;
    const digits = structuredDigits(reference);
    if (digits !== null && isValidStructuredReference(digits)) structuredReference ??= digits;
    else if (digits !== null) mistypedReference ??= digits;
    else creditorReference ??= reference.replace(/\s+/g, ' ');
  }
  structuredReference ??= findStructuredReference(unstructured);
  const parties = child(transaction, 'RltdPties');
  const party = child(parties, direction === 'credit' ? 'Dbtr' : 'Cdtr');
  const account = child(parties, direction === 'credit' ? 'DbtrAcct' : 'CdtrAcct');
  const iban = text(path(account, 'Id', 'IBAN'))
    .replace(/\s+/g, '')
    .toUpperCase();
  return {
    structuredReference,
    mistypedReference: structuredReference === null ? mistypedReference : null,
    creditorReference,
    remittance: optionalText(unstructured),
    additionalInformation: optionalText(child(transaction, 'AddtlTxInf')),
    // Up to version 07 the party is Dbtr/Nm; from 08 it is Dbtr/Pty/Nm.
    counterpartyName: optionalText(child(party, 'Nm')) ?? optionalText(path(party, 'Pty', 'Nm')),
    counterpartyIban: iban === '' ? null : iban,
  };
};

/** Where an entry stands: the identity of entries that carry no reference of the bank. */
interface EntryPlace {
  account: string;
  statementId: string;
  /** 1-based position of the entry in its statement. */
  position: number;
}

/** References are Max35Text in ISO 20022: longer is no bank's reference. */
const MAX_REFERENCE_LENGTH = 35;

const reference = (node: unknown, where: string, ...names: string[]): string => {
  const value = text(path(node, ...names));
  if (value.length > MAX_REFERENCE_LENGTH) {
    throw new StatementFormatError(
      `${where}: the reference ${names.join('/')} has ${value.length} characters, where camt.053 allows at most ${MAX_REFERENCE_LENGTH}.`,
    );
  }
  return value;
};

/** A reference per transaction of a batch: the bank's own when each has a distinct one. */
const batchReferences = (
  transactions: unknown[],
  entryReference: string,
  where: string,
): string[] => {
  for (const name of ['AcctSvcrRef', 'TxId']) {
    const references = transactions.map((transaction) =>
      reference(transaction, where, 'Refs', name),
    );
    const distinct = new Set(references);
    if (
      references.every((ref) => ref !== '' && ref !== entryReference) &&
      distinct.size === references.length
    ) {
      return references;
    }
  }
  return transactions.map((_, index) => `${entryReference}/${index + 1}`);
};

const readEntry = (entry: unknown, where: string, place: EntryPlace): StatementEntry[] => {
  const amount = readAmount(child(entry, 'Amt'), where);
  const direction = readDirection(entry, where);
  const bookingDate = readDate(child(entry, 'BookgDt'), where);
  const transactions = children(entry, 'NtryDtls').flatMap((details) =>
    children(details, 'TxDtls'),
  );
  // Both references are optional in ISO 20022: without them, the statement and the position.
  const entryReference =
    reference(entry, where, 'AcctSvcrRef') ||
    reference(entry, where, 'NtryRef') ||
    (transactions.length === 1
      ? reference(transactions[0], where, 'Refs', 'AcctSvcrRef') ||
        reference(transactions[0], where, 'Refs', 'TxId')
      : '');
  const keyOf = (bankReference: string) => `camt/${place.account}/${bankReference}`;

  if (transactions.length <= 1) {
    const bankReference = entryReference || `${place.statementId}/${place.position}`;
    return [
      {
        lineKey: keyOf(bankReference),
        bankReference,
        bookingDate,
        ...amount,
        direction,
        ...readDetails(transactions[0], direction),
      },
    ];
  }

  const references = batchReferences(
    transactions,
    entryReference || `${place.statementId}/${place.position}`,
    where,
  );
  return transactions.map((transaction, index) => {
    const at = `${where}, transaction ${index + 1} of ${transactions.length}`;
    // 001.02: TxDtls/AmtDtls/TxAmt/Amt; later versions also TxDtls/Amt.
    const amountNode = child(transaction, 'Amt') ?? path(transaction, 'AmtDtls', 'TxAmt', 'Amt');
    if (amountNode === undefined) {
      throw new StatementFormatError(`${at}: the transaction of this batch has no amount.`);
    }
    const transactionDirection =
      child(transaction, 'CdtDbtInd') === undefined ? direction : readDirection(transaction, at);
    return {
      lineKey: keyOf(references[index]!),
      bankReference: references[index]!,
      bookingDate,
      ...readAmount(amountNode, at),
      direction: transactionDirection,
      ...readDetails(transaction, transactionDirection),
    };
  });
};

/** Status of an entry: text up to 001.07 (<Sts>BOOK</Sts>), a code from 001.08 (<Sts><Cd>BOOK</Cd></Sts>). */
const entryStatus = (entry: unknown): string => {
  const status = child(entry, 'Sts');
  return text(status) || text(child(status, 'Cd')) || text(child(status, 'Prtry'));
};

/**
 * Entries are kept raw when the document is read, then read by this many at a time: the tree of
 * a whole large statement is never held at once, and each parser run has enough to do.
 */
const ENTRIES_PER_READ = 500;

/** The inner XML of an element kept raw (a stop node). */
const rawXml = (node: unknown): string =>
  typeof node === 'string'
    ? node
    : isNode(node) && typeof node['#text'] === 'string'
      ? node['#text']
      : '';

/** Parses an element kept raw (Acct, Bal) on its own. */
const readRaw = (name: string, raw: unknown): unknown =>
  child(newParser([]).parse(`<${name}>${rawXml(raw)}</${name}>`), name);

/** A balance in thousandths, signed, when the statement has one of these types. */
const balanceOf = (balances: unknown[], codes: string[], where: string) => {
  for (const balance of balances) {
    const code = text(path(balance, 'Tp', 'CdOrPrtry', 'Cd'));
    if (!codes.includes(code)) continue;
    const amount = readAmount(child(balance, 'Amt'), `${where}, balance ${code}`);
    const sign = readDirection(balance, `${where}, balance ${code}`) === 'credit' ? 1 : -1;
    return { code, thousandths: sign * amount.amountCents * 10, currency: amount.currency };
  }
  return null;
};

interface StatementRead {
  where: string;
  place: Omit<EntryPlace, 'position'>;
  opening: ReturnType<typeof balanceOf>;
  closing: ReturnType<typeof balanceOf>;
  /** Booked entries, signed, in thousandths. */
  moved: number;
}

/** Reads the booked entries of every statement (Stmt) in the document. */
export const parseCamt = (xml: string): StatementEntry[] => {
  const document = readDocument(xml);
  const statements = children(document, 'Stmt');
  if (statements.length === 0) {
    throw new StatementFormatError('The camt.053 file holds no statement (Stmt).');
  }
  const entries: StatementEntry[] = [];
  const entryParser = newParser(SKIPPED);
  const read: StatementRead[] = statements.map((statement, index) => {
    const statementId = text(child(statement, 'Id'));
    const where = `Statement ${statementId || index + 1}`;
    if (statementId.length > MAX_REFERENCE_LENGTH) {
      throw new StatementFormatError(
        `Statement ${index + 1}: its Id has ${statementId.length} characters, where camt.053 allows at most ${MAX_REFERENCE_LENGTH}.`,
      );
    }
    const account = path(readRaw('Acct', child(statement, 'Acct')), 'Id');
    const balances = children(statement, 'Bal').map((balance) => readRaw('Bal', balance));
    return {
      where,
      place: {
        account: (reference(account, where, 'IBAN') || reference(account, where, 'Othr', 'Id'))
          .replace(/\s+/g, '')
          .toUpperCase(),
        statementId: statementId || String(index + 1),
      },
      opening: balanceOf(balances, ['OPBD', 'PRCD'], where),
      closing: balanceOf(balances, ['CLBD'], where),
      moved: 0,
    };
  });
  const rawEntries = statements.flatMap((statement, index) =>
    children(statement, 'Ntry').map((entry, position) => ({
      xml: rawXml(entry),
      statement: read[index]!,
      position: position + 1,
    })),
  );
  let seen = 0;
  for (let first = 0; first < rawEntries.length; first += ENTRIES_PER_READ) {
    const chunk = rawEntries.slice(first, first + ENTRIES_PER_READ);
    let parsed: unknown;
    try {
      parsed = entryParser.parse(
        `<Ntrys><Ntry>${chunk.map((entry) => entry.xml).join('</Ntry><Ntry>')}</Ntry></Ntrys>`,
      );
    } catch (error) {
      throw new StatementFormatError(
        `Entries ${first + 1} to ${first + chunk.length} cannot be read (${error instanceof Error ? error.message : 'unreadable XML'}).`,
      );
    }
    children(child(parsed, 'Ntrys'), 'Ntry').forEach((entry, index) => {
      seen += 1;
      const status = entryStatus(entry);
      // Pending or informative entries are not booked on the account: nothing was paid yet.
      if (status !== '' && status !== 'BOOK') return;
      const { statement, position } = chunk[index]!;
      const ref = text(child(entry, 'AcctSvcrRef')) || text(child(entry, 'NtryRef'));
      const where = `Entry ${first + index + 1}${ref ? ` (${ref.slice(0, MAX_REFERENCE_LENGTH)})` : ''}`;
      const read = readEntry(entry, where, { ...statement.place, position });
      const amount = readAmount(child(entry, 'Amt'), where);
      statement.moved += (readDirection(entry, where) === 'credit' ? 10 : -10) * amount.amountCents;
      // An amount of zero moves no money (some banks report such entries for information).
      entries.push(...read.filter((line) => line.amountCents > 0));
    });
  }
  for (const { where, opening, closing, moved } of read) {
    if (!opening || !closing) continue;
    if (opening.currency !== closing.currency) {
      throw new StatementFormatError(
        `${where}: the opening balance is in ${opening.currency} and the closing balance in ${closing.currency}, so the statement cannot be checked.`,
      );
    }
    checkBalance(where, opening.thousandths, moved, closing.thousandths, closing.currency);
  }
  if (entries.length === 0) {
    throw new StatementFormatError(
      seen === 0
        ? 'The camt.053 statement holds no entries (Ntry): there is nothing to import.'
        : 'The camt.053 statement holds no booked entries that move money (only pending ones or amounts of 0.00): there is nothing to import.',
    );
  }
  return entries;
};
