// Reader for ISO 20022 camt.053 (BankToCustomerStatement), versions 001.02 to 001.08. Every booked
// entry (Ntry) becomes one statement entry; an entry that batches several transactions (several
// TxDtls) becomes one statement entry per transaction. The XML is read with fast-xml-parser with
// entity processing off, and a document type declaration is refused outright: a bank statement
// never has one, and it is the door to entity expansion.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { findStructuredReference, isValidStructuredReference } from './structured-reference';
import { StatementFormatError, type StatementEntry } from './statement-types';

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
  'AddtlTxInf',
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

/** The five predefined entities and character references; nothing else is ever expanded. */
const decodeEntities = (text: string): string =>
  text.includes('&')
    ? text.replace(
        /&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g,
        (whole, name: string) => {
          if (!name.startsWith('#')) return ENTITIES[name] ?? whole;
          const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
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
  const date = new Date(`${iso}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(iso) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== iso
  ) {
    throw new StatementFormatError(
      raw
        ? `${where}: the booking date "${raw}" is not a date.`
        : `${where}: no booking date (BookgDt).`,
    );
  }
  return iso;
};

/** Twelve valid digits from a structured creditor reference, written with or without +++ and /. */
const structuredDigits = (reference: string): string | null => {
  const digits = reference.replace(/[+*/\s.-]/g, '');
  return /^\d{12}$/.test(digits) && isValidStructuredReference(digits) ? digits : null;
};

/** Remittance information and counterparty of one transaction (TxDtls), if any. */
const readDetails = (transaction: unknown, direction: 'credit' | 'debit') => {
  const remittance = child(transaction, 'RmtInf');
  const unstructured = children(remittance, 'Ustrd')
    .map((line) => text(line))
    .filter((line) => line !== '')
    .join(' ');
  let structuredReference: string | null = null;
  for (const structured of children(remittance, 'Strd')) {
    structuredReference ??= structuredDigits(text(path(structured, 'CdtrRefInf', 'Ref')));
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
    remittance: optionalText(unstructured),
    // Up to version 07 the party is Dbtr/Nm; from 08 it is Dbtr/Pty/Nm.
    counterpartyName: optionalText(child(party, 'Nm')) ?? optionalText(path(party, 'Pty', 'Nm')),
    counterpartyIban: iban === '' ? null : iban,
  };
};

/** A reference per transaction of a batch: the bank's own when each has a distinct one. */
const batchReferences = (
  transactions: unknown[],
  entryReference: string | null,
  where: string,
): string[] => {
  for (const name of ['AcctSvcrRef', 'TxId']) {
    const references = transactions.map((transaction) => text(path(transaction, 'Refs', name)));
    const distinct = new Set(references);
    if (
      references.every((ref) => ref !== '' && ref !== entryReference) &&
      distinct.size === references.length
    ) {
      return references;
    }
  }
  if (!entryReference) {
    throw new StatementFormatError(
      `${where}: neither the entry nor its transactions carry a bank reference (AcctSvcrRef or NtryRef).`,
    );
  }
  return transactions.map((_, index) => `${entryReference}/${index + 1}`);
};

const readEntry = (entry: unknown, where: string): StatementEntry[] => {
  const amount = readAmount(child(entry, 'Amt'), where);
  const direction = readDirection(entry, where);
  const bookingDate = readDate(child(entry, 'BookgDt'), where);
  const entryReference = text(child(entry, 'AcctSvcrRef')) || text(child(entry, 'NtryRef')) || null;
  const transactions = children(entry, 'NtryDtls').flatMap((details) =>
    children(details, 'TxDtls'),
  );

  if (transactions.length <= 1) {
    const transaction = transactions[0];
    const bankReference =
      entryReference ??
      (text(path(transaction, 'Refs', 'AcctSvcrRef')) || text(path(transaction, 'Refs', 'TxId')));
    if (!bankReference) {
      throw new StatementFormatError(
        `${where}: the entry carries no bank reference (AcctSvcrRef or NtryRef).`,
      );
    }
    return [
      { bankReference, bookingDate, ...amount, direction, ...readDetails(transaction, direction) },
    ];
  }

  const references = batchReferences(transactions, entryReference, where);
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

/** Reads the booked entries of every statement (Stmt) in the document. */
export const parseCamt = (xml: string): StatementEntry[] => {
  const document = readDocument(xml);
  const statements = children(document, 'Stmt');
  if (statements.length === 0) {
    throw new StatementFormatError('The camt.053 file holds no statement (Stmt).');
  }
  const entries: StatementEntry[] = [];
  const entryParser = newParser(SKIPPED);
  const rawEntries = statements.flatMap((statement) => children(statement, 'Ntry').map(rawXml));
  let seen = 0;
  for (let first = 0; first < rawEntries.length; first += ENTRIES_PER_READ) {
    const chunk = rawEntries.slice(first, first + ENTRIES_PER_READ);
    let parsed: unknown;
    try {
      parsed = entryParser.parse(`<Ntrys><Ntry>${chunk.join('</Ntry><Ntry>')}</Ntry></Ntrys>`);
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
      const reference = text(child(entry, 'AcctSvcrRef')) || text(child(entry, 'NtryRef'));
      const where = `Entry ${first + index + 1}${reference ? ` (${reference})` : ''}`;
      // An amount of zero moves no money (some banks report such entries for information).
      entries.push(...readEntry(entry, where).filter((read) => read.amountCents > 0));
    });
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
