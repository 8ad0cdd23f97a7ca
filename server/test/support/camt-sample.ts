// Writes camt.053 statements for tests, element by element as ISO 20022 BankToCustomerStatement
// lays them out (Document > BkToCstmrStmt > GrpHdr, Stmt > Acct, Bal, Ntry > NtryDtls > TxDtls),
// in version 001.02 or 001.08 where the two differ:
//   entry status   001.02 <Sts>BOOK</Sts>          001.08 <Sts><Cd>BOOK</Cd></Sts>
//   party name     001.02 <Dbtr><Nm>              001.08 <Dbtr><Pty><Nm>
//   batch amount   001.02 <AmtDtls><TxAmt><Amt>   001.08 <Amt> and <CdtDbtInd> in TxDtls

export type CamtVersion = '02' | '08';

export interface CamtTransaction {
  accountServicerReference?: string;
  transactionId?: string;
  endToEndId?: string;
  /** For transactions of a batch. */
  amount?: string;
  currency?: string;
  credit?: boolean;
  name?: string;
  iban?: string;
  unstructured?: string[];
  /** CdtrRefInf/Ref of a structured remittance (Belgian BBA or other). */
  creditorReference?: string;
}

export interface CamtEntry {
  amount: string;
  currency?: string;
  credit?: boolean;
  status?: string;
  bookingDate?: string;
  bookingDateTime?: string;
  entryReference?: string;
  accountServicerReference?: string;
  transactions?: CamtTransaction[];
  /** Wrap the transactions in a batch (Btch/NbOfTxs). */
  batch?: boolean;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const party = (version: CamtVersion, role: 'Dbtr' | 'Cdtr', name: string) =>
  version === '02'
    ? `<${role}><Nm>${escape(name)}</Nm></${role}>`
    : `<${role}><Pty><Nm>${escape(name)}</Nm></Pty></${role}>`;

const transactionXml = (
  version: CamtVersion,
  tx: CamtTransaction,
  entryCredit: boolean,
  inBatch: boolean,
): string => {
  const credit = tx.credit ?? entryCredit;
  const refs = [
    tx.accountServicerReference && `<AcctSvcrRef>${tx.accountServicerReference}</AcctSvcrRef>`,
    `<EndToEndId>${tx.endToEndId ?? 'NOTPROVIDED'}</EndToEndId>`,
    tx.transactionId && `<TxId>${tx.transactionId}</TxId>`,
  ]
    .filter(Boolean)
    .join('');
  const amount =
    inBatch && tx.amount
      ? version === '02'
        ? `<AmtDtls><TxAmt><Amt Ccy="${tx.currency ?? 'EUR'}">${tx.amount}</Amt></TxAmt></AmtDtls>`
        : `<Amt Ccy="${tx.currency ?? 'EUR'}">${tx.amount}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>`
      : '';
  // The counterparty of a credit is the debtor, of a debit the creditor.
  const role = credit ? 'Dbtr' : 'Cdtr';
  const parties =
    tx.name || tx.iban
      ? `<RltdPties>${tx.name ? party(version, role, tx.name) : ''}${
          tx.iban ? `<${role}Acct><Id><IBAN>${tx.iban}</IBAN></Id></${role}Acct>` : ''
        }</RltdPties>`
      : '';
  const unstructured = (tx.unstructured ?? []).map((line) => `<Ustrd>${escape(line)}</Ustrd>`);
  const structured = tx.creditorReference
    ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${tx.creditorReference}</Ref></CdtrRefInf></Strd>`
    : '';
  const remittance =
    unstructured.length > 0 || structured
      ? `<RmtInf>${unstructured.join('')}${structured}</RmtInf>`
      : '';
  return `<TxDtls><Refs>${refs}</Refs>${amount}${parties}${remittance}</TxDtls>`;
};

const entryXml = (version: CamtVersion, entry: CamtEntry): string => {
  const credit = entry.credit ?? true;
  const status = entry.status ?? 'BOOK';
  const transactions = entry.transactions ?? [];
  const details =
    transactions.length > 0
      ? `<NtryDtls>${entry.batch ? `<Btch><NbOfTxs>${transactions.length}</NbOfTxs></Btch>` : ''}${transactions
          .map((tx) => transactionXml(version, tx, credit, Boolean(entry.batch)))
          .join('')}</NtryDtls>`
      : '';
  const booking = entry.bookingDateTime
    ? `<DtTm>${entry.bookingDateTime}</DtTm>`
    : `<Dt>${entry.bookingDate ?? '2026-11-20'}</Dt>`;
  return [
    '<Ntry>',
    entry.entryReference ? `<NtryRef>${entry.entryReference}</NtryRef>` : '',
    `<Amt Ccy="${entry.currency ?? 'EUR'}">${entry.amount}</Amt>`,
    `<CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>`,
    version === '02' ? `<Sts>${status}</Sts>` : `<Sts><Cd>${status}</Cd></Sts>`,
    `<BookgDt>${booking}</BookgDt>`,
    `<ValDt><Dt>${entry.bookingDate ?? '2026-11-20'}</Dt></ValDt>`,
    entry.accountServicerReference
      ? `<AcctSvcrRef>${entry.accountServicerReference}</AcctSvcrRef>`
      : '',
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>`,
    details,
    '</Ntry>',
  ].join('\n');
};

export const camtNamespace = (version: string) =>
  `urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}`;

/**
 * A whole camt.053 document with one statement holding the entries; opening balance 1000.00, and a
 * closing balance when given (the reader checks the two only when both are there).
 */
export const camtStatement = (
  version: CamtVersion,
  entries: readonly CamtEntry[],
  options: { namespace?: string; prefix?: string; closingBalance?: string } = {},
): string => {
  const body = `<BkToCstmrStmt>
  <GrpHdr><MsgId>MSG-20261120-1</MsgId><CreDtTm>2026-11-20T18:00:00</CreDtTm></GrpHdr>
  <Stmt>
    <Id>STMT-2026-042</Id>
    <ElctrncSeqNb>42</ElctrncSeqNb>
    <CreDtTm>2026-11-20T18:00:00</CreDtTm>
    <Acct><Id><IBAN>BE68539007547034</IBAN></Id><Ccy>EUR</Ccy></Acct>
    <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-19</Dt></Dt></Bal>
    ${options.closingBalance ? `<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${options.closingBalance}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-20</Dt></Dt></Bal>` : ''}
    ${entries.map((entry) => entryXml(version, entry)).join('\n')}
  </Stmt>
</BkToCstmrStmt>`;
  const namespace = options.namespace ?? camtNamespace(version);
  if (options.prefix) {
    const p = options.prefix;
    const prefixed = body.replace(/<(\/?)([A-Za-z])/g, `<$1${p}:$2`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<${p}:Document xmlns:${p}="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n${prefixed}\n</${p}:Document>\n`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n${body}\n</Document>\n`;
};
