// Public statements from other projects (test/fixtures/statements, with their sources and
// licences), read by the product and by readers written here that share nothing with it: both
// must find the same booked movements and euro credits, every statement must balance, and an
// import of each file twice adds nothing the second time.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import type { ImportResult } from 'shared-api/contract';
import { parseStatement } from '../src/contexts/billing/payments/statements';
import { call } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const CORPUS = new URL('./fixtures/statements/', import.meta.url);

interface Figures {
  /** Booked movements that move money (0.00 left out). */
  movements: number;
  /** Euro credits, in cents, in file order. */
  euroCredits: number[];
  /** Statements read; each balanced. */
  statements: number;
}

/**
 * CODA read the way Odoo's importer does: a movement record whose sequence number carries a
 * globalisation code for the first time is a total; the same sequence's record with a code again
 * closes it and is a detail. A total that no detail follows counts itself.
 */
const readCoda = (text: string): Figures => {
  const figures: Figures = { movements: 0, euroCredits: [], statements: 0 };
  let balance = 0;
  let currency = '';
  let open: string[] = [];
  let totals = new Map<string, { amount: number; credit: boolean; detailed: boolean }>();
  const book = (amount: number, credit: boolean) => {
    balance += credit ? amount : -amount;
    if (amount === 0) return;
    figures.movements += 1;
    if (credit && currency === 'EUR') figures.euroCredits.push(amount / 10);
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('1')) {
      balance = (line[42] === '1' ? -1 : 1) * Number(line.slice(43, 58));
      currency = line[1] === '0' ? line.slice(18, 21) : line.slice(39, 42);
      open = [];
      totals = new Map();
    } else if (line.startsWith('21')) {
      const sequence = line.slice(2, 6);
      const code = line[124];
      const amount = Number(line.slice(32, 47));
      const credit = line[31] === '0';
      if (code !== '0' && !open.includes(sequence)) {
        open.push(sequence);
        totals.set(sequence, { amount, credit, detailed: false });
        continue;
      }
      if (code !== '0') open = open.filter((other) => other !== sequence);
      const total = totals.get(sequence);
      if (total) total.detailed = true;
      book(amount, credit);
    } else if (line.startsWith('8')) {
      for (const total of totals.values()) if (!total.detailed) book(total.amount, total.credit);
      const closing = (line[41] === '1' ? -1 : 1) * Number(line.slice(42, 57));
      assert.equal(balance, closing, `statement ${line.slice(1, 4)} balances`);
      figures.statements += 1;
    }
  }
  return figures;
};

const first = (xml: string, element: string): string =>
  new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)</${element}>`).exec(xml)?.[1]?.trim() ?? '';

/** camt.053 read with regular expressions: each Stmt's balances and booked Ntry amounts. */
const readCamt = (xml: string): Figures => {
  const figures: Figures = { movements: 0, euroCredits: [], statements: 0 };
  for (const [, statement] of xml.matchAll(/<Stmt>([\s\S]*?)<\/Stmt>/g)) {
    const balances = new Map<string, number>();
    for (const [, bal] of statement!.matchAll(/<Bal>([\s\S]*?)<\/Bal>/g)) {
      const amount = Math.round(Number(first(bal!, 'Amt')) * 100);
      balances.set(first(bal!, 'Cd'), first(bal!, 'CdtDbtInd') === 'DBIT' ? -amount : amount);
    }
    let balance = balances.get('OPBD') ?? balances.get('PRCD')!;
    for (const [, entry] of statement!.matchAll(/<Ntry>([\s\S]*?)<\/Ntry>/g)) {
      if (first(entry!, 'Sts') !== 'BOOK' && first(entry!, 'Cd') !== 'BOOK') continue;
      const amount = Math.round(Number(first(entry!, 'Amt')) * 100);
      const credit = first(entry!, 'CdtDbtInd') === 'CRDT';
      balance += credit ? amount : -amount;
      if (amount === 0) continue;
      const transactions = [...entry!.matchAll(/<TxDtls>/g)].length;
      figures.movements += Math.max(1, transactions);
      if (credit && /<Amt Ccy="EUR">/.test(entry!)) figures.euroCredits.push(amount);
    }
    assert.equal(balance, balances.get('CLBD'), `statement ${first(statement!, 'Id')} balances`);
    figures.statements += 1;
  }
  return figures;
};

/** Every statement file of the corpus, by folder (one folder per source). */
const corpus = readdirSync(CORPUS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(new URL(`${folder.name}/`, CORPUS))
      .filter((name) => /\.(cod|xml)$/.test(name))
      .map((name) => ({
        source: folder.name,
        name,
        bytes: readFileSync(new URL(`${folder.name}/${name}`, CORPUS)),
      })),
  );

/** What the READMEs say of each file, so that neither reader can drift unnoticed. */
const PUBLISHED: Record<string, Figures> = {
  'kbc-globalised/statement.cod': { movements: 7, euroCredits: [304_445, 6374], statements: 1 },
  'php-coda-parser/sample1.cod': {
    movements: 4,
    euroCredits: [500, 2500, 2000, 3000],
    statements: 1,
  },
  'php-coda-parser/sample8.cod': { movements: 2, euroCredits: [], statements: 1 },
  'php-coda-parser/sample10.cod': { movements: 2, euroCredits: [25_000, 75_000], statements: 1 },
  'php-coda-parser/sample11.cod': { movements: 1, euroCredits: [100_000], statements: 1 },
  'genkgo-camt/camt053.v2.multi.statement.xml': {
    movements: 2,
    euroCredits: [885],
    statements: 2,
  },
};

test('the corpus holds statements from at least three independent sources, each with its README', () => {
  const sources = new Set(corpus.map((file) => file.source));
  assert.ok(sources.size >= 3, `${sources.size} sources`);
  for (const source of sources) {
    const readme = readFileSync(new URL(`${source}/README.md`, CORPUS), 'utf8');
    assert.match(readme, /Source: https:\/\/github\.com\//);
    assert.match(readme, /Commit: `[0-9a-f]{40}`/);
    assert.match(readme, /Licence/);
  }
  assert.deepEqual(
    corpus.map((file) => `${file.source}/${file.name}`).sort(),
    Object.keys(PUBLISHED).sort(),
  );
});

for (const file of corpus) {
  test(`${file.source}/${file.name}: the product reads what an independent reader reads, and it balances`, () => {
    const text = file.bytes.toString('latin1');
    const independent = file.name.endsWith('.xml') ? readCamt(text) : readCoda(text);
    assert.deepEqual(independent, PUBLISHED[`${file.source}/${file.name}`]);
    const parsed = parseStatement(file.name, file.bytes);
    assert.equal(parsed.entries.length, independent.movements);
    assert.deepEqual(
      parsed.entries
        .filter((entry) => entry.direction === 'credit' && entry.currency === 'EUR')
        .map((entry) => entry.amountCents),
      independent.euroCredits,
    );
    assert.equal(new Set(parsed.entries.map((entry) => entry.lineKey)).size, parsed.entries.length);
  });
}

test('each file of the corpus imported twice: the second import adds nothing', async () => {
  const { app } = await startTestApp();
  const token = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const importFile = (name: string, bytes: Buffer) =>
    call<ImportResult>(app, token, 'POST', '/api/Payments/import', {
      fileName: name,
      contentBase64: bytes.toString('base64'),
    });
  for (const file of corpus) {
    const credits = PUBLISHED[`${file.source}/${file.name}`]!.euroCredits.length;
    const once = await importFile(file.name, file.bytes);
    assert.equal(once.status, 200, JSON.stringify(once.body));
    const twice = await importFile(file.name, file.bytes);
    assert.equal(twice.status, 200, JSON.stringify(twice.body));
    const { matched, suggested, unmatched, alreadyImported } = twice.body.data;
    assert.deepEqual(
      { first: once.body.data.alreadyImported, matched, suggested, unmatched, alreadyImported },
      { first: 0, matched: 0, suggested: 0, unmatched: 0, alreadyImported: credits },
      file.name,
    );
  }
});
