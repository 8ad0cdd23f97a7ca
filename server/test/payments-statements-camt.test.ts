import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  MAX_STATEMENT_BYTES,
  parseStatement,
  StatementFormatError,
  type StatementEntry,
} from '../src/contexts/billing/payments/statements';
import {
  camtNamespace,
  camtStatement,
  type CamtEntry,
  type CamtVersion,
} from './support/camt-sample';

const parse = (xml: string, name = 'statement.xml') =>
  parseStatement(name, Buffer.from(xml, 'utf8'));

const refuses = (xml: string | Buffer, message: RegExp, name = 'statement.xml') =>
  assert.throws(
    () => parseStatement(name, typeof xml === 'string' ? Buffer.from(xml) : xml),
    (error: unknown) => {
      assert.ok(
        error instanceof StatementFormatError,
        `not a StatementFormatError: ${String(error)}`,
      );
      assert.match(error.message, message);
      return true;
    },
  );

const ENTRIES: CamtEntry[] = [
  {
    amount: '75.00',
    accountServicerReference: 'BANK-2026-0001',
    bookingDate: '2026-11-18',
    transactions: [
      {
        endToEndId: 'E2E-1',
        name: 'Ann Peeters',
        iban: 'BE71096123456769',
        creditorReference: '+++123/4567/89002+++',
      },
    ],
  },
  {
    amount: '30.5',
    accountServicerReference: 'BANK-2026-0002',
    bookingDate: '2026-11-19',
    transactions: [
      {
        name: 'Bob & Co <Maes>',
        iban: 'BE62510007547061',
        unstructured: ['Winter convention Bob'],
      },
    ],
  },
  {
    amount: '12.34',
    credit: false,
    accountServicerReference: 'BANK-2026-0003',
    bookingDateTime: '2026-11-20T09:15:00+01:00',
    transactions: [{ name: 'Zaal De Klok', iban: 'BE43068999999501', unstructured: ['Room rent'] }],
  },
];

const EXPECTED: StatementEntry[] = [
  {
    lineKey: 'camt/BE68539007547034/BANK-2026-0001',
    bankReference: 'BANK-2026-0001',
    bookingDate: '2026-11-18',
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
    lineKey: 'camt/BE68539007547034/BANK-2026-0002',
    bankReference: 'BANK-2026-0002',
    bookingDate: '2026-11-19',
    amountCents: 3050,
    currency: 'EUR',
    direction: 'credit',
    structuredReference: null,
    remittance: 'Winter convention Bob',
    mistypedReference: null,
    creditorReference: null,
    additionalInformation: null,
    counterpartyName: 'Bob & Co <Maes>',
    counterpartyIban: 'BE62510007547061',
  },
  {
    lineKey: 'camt/BE68539007547034/BANK-2026-0003',
    bankReference: 'BANK-2026-0003',
    bookingDate: '2026-11-20',
    amountCents: 1234,
    currency: 'EUR',
    direction: 'debit',
    structuredReference: null,
    remittance: 'Room rent',
    mistypedReference: null,
    creditorReference: null,
    additionalInformation: null,
    counterpartyName: 'Zaal De Klok',
    counterpartyIban: 'BE43068999999501',
  },
];

for (const version of ['02', '08'] as CamtVersion[]) {
  test(`camt.053.001.${version}: every field of every entry`, () => {
    const parsed = parse(camtStatement(version, ENTRIES));
    assert.equal(parsed.format, 'camt.053');
    assert.deepEqual(parsed.entries, EXPECTED);
  });

  test(`camt.053.001.${version}: a batched entry gives one entry per transaction`, () => {
    const parsed = parse(
      camtStatement(version, [
        {
          amount: '105.00',
          accountServicerReference: 'BATCH-7',
          batch: true,
          transactions: [
            {
              accountServicerReference: 'BATCH-7-A',
              amount: '75.00',
              name: 'Ann Peeters',
              iban: 'BE71096123456769',
              unstructured: ['+++202/6000/04236+++'],
            },
            {
              accountServicerReference: 'BATCH-7-B',
              amount: '30.00',
              name: 'Bob Maes',
              iban: 'BE62510007547061',
              creditorReference: '000000000101',
            },
          ],
        },
        {
          amount: '20.00',
          entryReference: 'NTRY-9',
          batch: true,
          // No references of their own: the entry's and the position within the batch.
          transactions: [
            { amount: '5.00', unstructured: ['one'] },
            { amount: '15.00', unstructured: ['two'] },
          ],
        },
      ]),
    );
    assert.deepEqual(
      parsed.entries.map((e) => [
        e.bankReference,
        e.amountCents,
        e.direction,
        e.structuredReference,
        e.counterpartyName,
        e.counterpartyIban,
        e.remittance,
      ]),
      [
        [
          'BATCH-7-A',
          7500,
          'credit',
          '202600004236',
          'Ann Peeters',
          'BE71096123456769',
          '+++202/6000/04236+++',
        ],
        ['BATCH-7-B', 3000, 'credit', '000000000101', 'Bob Maes', 'BE62510007547061', null],
        ['NTRY-9/1', 500, 'credit', null, null, null, 'one'],
        ['NTRY-9/2', 1500, 'credit', null, null, null, 'two'],
      ],
    );
  });
}

test('a structured reference typed in the free text, with or without +++ and slashes', () => {
  const typed = [
    '+++300/0000/15058+++',
    '300/0000/15058',
    '300000015058',
    'Ann, 300 0000 15058, thanks',
  ];
  const parsed = parse(
    camtStatement(
      '08',
      typed.map((text, index) => ({
        amount: '10.00',
        accountServicerReference: `REF-${index}`,
        transactions: [{ unstructured: [text] }],
      })),
    ),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.structuredReference, e.remittance]),
    typed.map((text) => ['300000015058', text]),
  );
});

test('a reference with a wrong check is not taken for a structured one', () => {
  const parsed = parse(
    camtStatement('02', [
      {
        amount: '10.00',
        accountServicerReference: 'R1',
        transactions: [
          { creditorReference: '+++300/0000/15059+++', unstructured: ['+++300/0000/15059+++'] },
        ],
      },
      {
        amount: '10.00',
        accountServicerReference: 'R2',
        transactions: [{ creditorReference: 'RF18539007547034' }],
      },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => e.structuredReference),
    [null, null],
  );
});

test('several Ustrd lines are joined; an entry without details keeps its own data', () => {
  const parsed = parse(
    camtStatement('02', [
      {
        amount: '1.00',
        accountServicerReference: 'R1',
        transactions: [{ unstructured: ['Ann Peeters', 'winter'] }],
      },
      { amount: '2.00', entryReference: 'ONLY-NTRYREF' },
    ]),
  );
  assert.equal(parsed.entries[0]?.remittance, 'Ann Peeters winter');
  assert.deepEqual(parsed.entries[1], {
    lineKey: 'camt/BE68539007547034/ONLY-NTRYREF',
    bankReference: 'ONLY-NTRYREF',
    bookingDate: '2026-11-20',
    amountCents: 200,
    currency: 'EUR',
    direction: 'credit',
    structuredReference: null,
    mistypedReference: null,
    creditorReference: null,
    additionalInformation: null,
    remittance: null,
    counterpartyName: null,
    counterpartyIban: null,
  });
});

test('entries of 0.00 are left out: they move no money', () => {
  const parsed = parse(
    camtStatement('02', [
      { amount: '0.00', accountServicerReference: 'ZERO' },
      { amount: '0.01', accountServicerReference: 'CENT' },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.bankReference, e.amountCents]),
    [['CENT', 1]],
  );
  refuses(
    camtStatement('02', [{ amount: '0', accountServicerReference: 'ZERO' }]),
    /no booked entries/,
  );
});

test('entries in another currency are kept with their currency, for the import to refuse', () => {
  const parsed = parse(
    camtStatement('08', [
      { amount: '10.00', currency: 'USD', accountServicerReference: 'USD-1' },
      { amount: '10.00', accountServicerReference: 'EUR-1' },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.bankReference, e.currency, e.amountCents]),
    [
      ['USD-1', 'USD', 1000],
      ['EUR-1', 'EUR', 1000],
    ],
  );
});

test('pending entries are left out: nothing was booked yet', () => {
  const parsed = parse(
    camtStatement('08', [
      { amount: '10.00', status: 'PDNG', accountServicerReference: 'P-1' },
      { amount: '11.00', accountServicerReference: 'B-1' },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => e.bankReference),
    ['B-1'],
  );
  refuses(
    camtStatement('02', [{ amount: '10.00', status: 'PDNG', accountServicerReference: 'P-1' }]),
    /no booked entries/,
  );
});

test('a namespace prefix on every element is read the same', () => {
  const parsed = parse(camtStatement('08', ENTRIES, { prefix: 'camt' }));
  assert.deepEqual(parsed.entries, EXPECTED);
});

test('every version from 001.02 to 001.08 is accepted, others are refused by name', () => {
  for (const version of ['02', '03', '04', '05', '06', '07', '08']) {
    const xml = camtStatement('02', ENTRIES, { namespace: camtNamespace(version) });
    assert.equal(parse(xml).entries.length, 3, version);
  }
  refuses(
    camtStatement('08', ENTRIES, { namespace: camtNamespace('10') }),
    /version 001\.10 is not supported; the accepted versions are 001\.02 to 001\.08/,
  );
  refuses(
    camtStatement('02', ENTRIES, { namespace: camtNamespace('01') }),
    /version 001\.01 is not supported/,
  );
});

test('XML that is not a camt.053 statement is refused with what it is', () => {
  refuses(
    camtStatement('02', ENTRIES, { namespace: 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02' }),
    /camt\.054 message, not a camt\.053 bank statement/,
  );
  refuses(
    camtStatement('02', ENTRIES, { namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03' }),
    /not a camt\.053 bank statement: its root element is <Document> in namespace urn:iso:std:iso:20022:tech:xsd:pain\.001\.001\.03/,
  );
  refuses(
    '<?xml version="1.0"?><html><body>Hello</body></html>',
    /its root element is <html> without namespace/,
  );
  refuses(
    `<Document xmlns="${camtNamespace('02')}"><BkToCstmrDbtCdtNtfctn/></Document>`,
    /no BkToCstmrStmt element/,
  );
});

test('malformed XML is refused with the line of the fault', () => {
  const xml = camtStatement('02', ENTRIES).replace('</Ntry>', '</Ntryy>');
  refuses(xml, /^The file is not well-formed XML \(line \d+: .+\)\.$/);
  refuses('<Document xmlns="x">', /not well-formed XML/);
  refuses('<', /not well-formed XML/);
});

test('a document type declaration is refused, so no entity is ever expanded', () => {
  const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<Document xmlns="${camtNamespace('02')}"><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">1.00</Amt></Ntry></Stmt></BkToCstmrStmt></Document>`;
  refuses(bomb, /declares a document type \(<!DOCTYPE>\)/);
  // An undeclared entity reference is kept as it is, never looked up.
  const parsed = parse(
    camtStatement('02', [
      { amount: '1.00', accountServicerReference: 'R', transactions: [{ unstructured: ['x'] }] },
    ]).replace('<Ustrd>x</Ustrd>', '<Ustrd>&#65;&#x42; &amp; &lol;</Ustrd>'),
  );
  assert.equal(parsed.entries[0]?.remittance, 'AB & &lol;');
});

test('statements without entries, or with broken entries, are refused by entry', () => {
  refuses(camtStatement('08', []), /holds no entries \(Ntry\): there is nothing to import/);
  refuses(
    `<Document xmlns="${camtNamespace('02')}"><BkToCstmrStmt><GrpHdr/></BkToCstmrStmt></Document>`,
    /holds no statement \(Stmt\)/,
  );
  const broken: [Partial<CamtEntry>, RegExp][] = [
    [{ amount: '-5.00' }, /Entry 2 \(OK-2\): the amount "-5\.00" is not a number/],
    [{ amount: '1.005' }, /Entry 2 \(OK-2\): the amount 1\.005 has a fraction of a cent/],
    [
      { bookingDate: '2026-02-30' },
      /Entry 2 \(OK-2\): the booking date "2026-02-30" is not a day between 2000-01-01 and 2099-12-31/,
    ],
    // JavaScript reads year 0, PostgreSQL's date type refuses it.
    [
      { bookingDate: '0000-01-01' },
      /Entry 2 \(OK-2\): the booking date "0000-01-01" is not a day between 2000-01-01 and 2099-12-31/,
    ],
  ];
  for (const [change, message] of broken) {
    const entries: CamtEntry[] = [
      { amount: '1.00', accountServicerReference: 'OK-1' },
      { amount: '1.00', accountServicerReference: 'OK-2', ...change },
    ];
    refuses(camtStatement('02', entries), message);
  }
  refuses(
    camtStatement('02', ENTRIES).replace(
      '75.00</Amt>\n<CdtDbtInd>CRDT',
      '75.00</Amt>\n<CdtDbtInd>XXX',
    ),
    /Entry 1 \(BANK-2026-0001\): the credit\/debit indicator \(CdtDbtInd\) is "XXX"/,
  );
  refuses(
    camtStatement('02', ENTRIES).replace('<Amt Ccy="EUR">75.00</Amt>', '<Amt>75.00</Amt>'),
    /Entry 1 \(BANK-2026-0001\): the amount has no currency code/,
  );
});

test('a file that is not XML, empty or too big is refused before reading', () => {
  refuses(
    'Date;Amount\n2026-11-20;75.00\n',
    /The file is not XML: a camt\.053 statement starts with "<"/,
  );
  refuses('', /The file is empty/);
  refuses(Buffer.from([0x3c, 0x00, 0x01, 0x02]), /not a text file/);
  refuses('hello', /neither a camt\.053 statement \(XML\) nor a CODA file/, 'statement.pdf');
  const huge = Buffer.alloc(MAX_STATEMENT_BYTES + 1, 0x20);
  refuses(
    huge,
    /^The file is 10\.0 MB; statement files above 10\.0 MB are refused\. Export a shorter period\.$/,
  );
});

test('UTF-8 with BOM, Latin-1 declared, UTF-16: names come out right', () => {
  const xml = camtStatement('08', [
    { amount: '1.00', accountServicerReference: 'R', transactions: [{ name: 'Jérôme Lefèvre' }] },
  ]);
  const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)]);
  assert.equal(parseStatement('s.xml', withBom).entries[0]?.counterpartyName, 'Jérôme Lefèvre');
  const latin1 = Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1');
  assert.equal(parseStatement('s.xml', latin1).entries[0]?.counterpartyName, 'Jérôme Lefèvre');
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
  assert.equal(parseStatement('s.xml', utf16).entries[0]?.counterpartyName, 'Jérôme Lefèvre');
});

test('a full bank-style entry: every element the reader skips is passed over, comments and CDATA read', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${camtNamespace('02')}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>GEBABEBB-1</MsgId><CreDtTm>2026-11-20T18:00:00</CreDtTm><MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn></GrpHdr>
    <Stmt>
      <Id>2026-042</Id><ElctrncSeqNb>42</ElctrncSeqNb><LglSeqNb>42</LglSeqNb><CreDtTm>2026-11-20T18:00:00</CreDtTm>
      <FrToDt><FrDtTm>2026-11-20T00:00:00</FrDtTm><ToDtTm>2026-11-20T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>BE68539007547034</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>18XX BELGIUM</Nm></Ownr><Svcr><FinInstnId><BIC>GEBABEBB</BIC></FinInstnId></Svcr></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-19</Dt></Dt></Bal>
      <TxsSummry><TtlNtries><NbOfNtries>1</NbOfNtries><Sum>75.00</Sum></TtlNtries></TxsSummry>
      <!-- one SEPA credit transfer -->
      <Ntry>
        <NtryRef>1</NtryRef>
        <Amt Ccy="EUR">75.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <RvslInd>false</RvslInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <ValDt><Dt>2026-11-20</Dt></ValDt>
        <AcctSvcrRef>2026112012345678</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn><Prtry><Cd>0150</Cd><Issr>FEBELFIN</Issr></Prtry></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><MsgId>M1</MsgId><AcctSvcrRef>TX-1</AcctSvcrRef><InstrId>I1</InstrId><EndToEndId>E1</EndToEndId></Refs>
            <AmtDtls><InstdAmt><Amt Ccy="EUR">75.00</Amt></InstdAmt><TxAmt><Amt Ccy="EUR">75.00</Amt></TxAmt></AmtDtls>
            <BkTxCd><Domn><Cd>PMNT</Cd></Domn></BkTxCd>
            <RltdPties>
              <Dbtr><Nm><![CDATA[Ann <Peeters> & co]]></Nm><PstlAdr><Ctry>BE</Ctry><AdrLine>Kerkstraat 1</AdrLine><AdrLine>9000 Gent</AdrLine></PstlAdr><Id><PrvtId><Othr><Id>X</Id></Othr></PrvtId></Id></Dbtr>
              <DbtrAcct><Id><IBAN>BE71 0961 2345 6769</IBAN></Id></DbtrAcct>
              <UltmtDbtr><Nm>Someone Else</Nm></UltmtDbtr>
              <Cdtr><Nm>18XX BELGIUM</Nm></Cdtr>
              <CdtrAcct><Id><IBAN>BE68539007547034</IBAN></Id></CdtrAcct>
            </RltdPties>
            <RltdAgts><DbtrAgt><FinInstnId><BIC>GKCCBEBB</BIC></FinInstnId></DbtrAgt></RltdAgts>
            <Purp><Cd>GDDS</Cd></Purp>
            <RmtInf>
              <Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>202600004236</Ref></CdtrRefInf></Strd>
            </RmtInf>
            <RltdDts><AccptncDtTm>2026-11-20T08:00:00</AccptncDtTm></RltdDts>
            <AddtlTxInf>Overschrijving</AddtlTxInf>
          </TxDtls>
        </NtryDtls>
        <AddtlNtryInf>SEPA credit transfer</AddtlNtryInf>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
  assert.deepEqual(parse(xml).entries, [
    {
      lineKey: 'camt/BE68539007547034/2026112012345678',
      bankReference: '2026112012345678',
      bookingDate: '2026-11-20',
      amountCents: 7500,
      currency: 'EUR',
      direction: 'credit',
      structuredReference: '202600004236',
      mistypedReference: null,
      creditorReference: null,
      remittance: null,
      additionalInformation: 'Overschrijving',
      counterpartyName: 'Ann <Peeters> & co',
      counterpartyIban: 'BE71096123456769',
    },
  ]);
});

test('entries without AcctSvcrRef or NtryRef are read, keyed by statement and position', () => {
  const parsed = parse(
    camtStatement('08', [
      { amount: '5.00', credit: false },
      {
        amount: '30.00',
        batch: true,
        transactions: [
          { amount: '10.00', unstructured: ['first'] },
          { amount: '20.00', unstructured: ['second'] },
        ],
      },
      { amount: '7.00' },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.lineKey, e.bankReference, e.direction, e.amountCents]),
    [
      ['camt/BE68539007547034/STMT-2026-042/1', 'STMT-2026-042/1', 'debit', 500],
      ['camt/BE68539007547034/STMT-2026-042/2/1', 'STMT-2026-042/2/1', 'credit', 1000],
      ['camt/BE68539007547034/STMT-2026-042/2/2', 'STMT-2026-042/2/2', 'credit', 2000],
      ['camt/BE68539007547034/STMT-2026-042/3', 'STMT-2026-042/3', 'credit', 700],
    ],
  );
});

test('a bank reference repeated on two entries gives two lines with two keys', () => {
  const parsed = parse(
    camtStatement('02', [
      { amount: '40.00', accountServicerReference: 'SAME' },
      { amount: '40.00', accountServicerReference: 'SAME' },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.bankReference, e.lineKey]),
    [
      ['SAME', 'camt/BE68539007547034/SAME'],
      ['SAME', 'camt/BE68539007547034/SAME#2'],
    ],
  );
});

test('a statement whose closing balance does not follow from its booked entries is refused', () => {
  const entries: CamtEntry[] = [
    { amount: '75.00', accountServicerReference: 'B-1' },
    { amount: '12.34', credit: false, accountServicerReference: 'B-2' },
    { amount: '99.00', status: 'PDNG', accountServicerReference: 'B-3' },
  ];
  assert.equal(
    parse(camtStatement('08', entries, { closingBalance: '1062.66' })).entries.length,
    2,
  );
  refuses(
    camtStatement('08', entries, { closingBalance: '1137.66' }),
    /^Statement STMT-2026-042 does not balance: the old balance 1,000\.00 EUR and the movements read \(62\.66 EUR\) make 1,062\.66 EUR, but the new balance is 1,137\.66 EUR, a difference of 75\.00 EUR\./,
  );
});

test('creditor references: a mistyped Belgian one is kept as such, another scheme as it is', () => {
  const parsed = parse(
    camtStatement('08', [
      {
        amount: '75.00',
        accountServicerReference: 'C-1',
        transactions: [{ creditorReference: '+++123/4567/89003+++' }],
      },
      {
        amount: '75.00',
        accountServicerReference: 'C-2',
        transactions: [{ creditorReference: 'RF18 5390 0754 7034' }],
      },
    ]),
  );
  assert.deepEqual(
    parsed.entries.map((e) => [e.structuredReference, e.mistypedReference, e.creditorReference]),
    [
      [null, '123456789003', null],
      [null, null, 'RF18 5390 0754 7034'],
    ],
  );
});

test('odd input is refused with a message: forbidden character references, over-long references', () => {
  const xml = camtStatement('02', [
    {
      amount: '1.00',
      accountServicerReference: 'R1',
      transactions: [{ name: 'Ann', unstructured: ['x'] }],
    },
  ]);
  for (const reference of ['&#xD800;', '&#55296;', '&#x1;', '&#xFFFF;']) {
    refuses(
      xml.replace('<Nm>Ann</Nm>', `<Nm>Ann ${reference}</Nm>`),
      new RegExp(`the character reference ${reference}, which is no character XML allows`),
    );
  }
  assert.equal(
    parse(xml.replace('<Nm>Ann</Nm>', '<Nm>Ann &#x1F3B2;</Nm>')).entries[0]?.counterpartyName,
    'Ann \u{1F3B2}',
  );
  refuses(
    xml.replace('<AcctSvcrRef>R1</AcctSvcrRef>', `<AcctSvcrRef>${'R'.repeat(3000)}</AcctSvcrRef>`),
    /the reference AcctSvcrRef has 3000 characters, where camt\.053 allows at most 35/,
  );
});
