import { performance } from 'node:perf_hooks';
import { parseStatement } from '../../server/src/domain/payments/statements';
import { structuredReferenceFromBase } from '../../server/src/domain/payments/statements/structured-reference';
import { camtStatement, type CamtEntry } from '../../server/test/support/camt-sample';
import { codaFile, type Movement } from '../../server/test/support/coda-sample';
import { check, ms, type Check } from './checks';

export const STATEMENT_ENTRIES = 10_000;
/** The whole import (read, match, write) has 2 s on PGlite; reading gets at most half of it. */
const PARSE_BUDGET_MS = 1000;
const RUNS = 5;

/** Every entry a member's payment: a name, an IBAN, and its reference typed one way or another. */
const camtEntries = (): CamtEntry[] =>
  Array.from({ length: STATEMENT_ENTRIES }, (_, index) => {
    const reference = structuredReferenceFromBase(String(2026_000_000 + index));
    return {
      amount: `${30 + (index % 50)}.${String(index % 100).padStart(2, '0')}`,
      accountServicerReference: `2026112000${String(index).padStart(6, '0')}`,
      bookingDate: '2026-11-20',
      transactions: [
        {
          endToEndId: `E2E-${index}`,
          name: `Member ${index}`,
          iban: 'BE71096123456769',
          ...(index % 2 === 0
            ? { creditorReference: reference }
            : {
                unstructured: [
                  `Registration ${reference.slice(0, 3)}/${reference.slice(3, 7)}/${reference.slice(7)}`,
                ],
              }),
        },
      ],
    };
  });

/** Sequence numbers have 4 digits: the movements come in statements of 5,000, one after the other. */
const codaMovements = (): Movement[] =>
  Array.from({ length: STATEMENT_ENTRIES }, (_, index) => ({
    sequence: (index % 5000) + 1,
    bankReference: `2026112000${String(index).padStart(6, '0')}`,
    cents: 3000 + index,
    valueDate: '2026-11-20',
    entryDate: '2026-11-20',
    structured: structuredReferenceFromBase(String(2026_000_000 + index)),
    counterpartyName: `Member ${index}`,
    counterpartyIban: 'BE71096123456769',
  }));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const timeParse = (name: string, content: Buffer) => {
  parseStatement(name, content); // warm-up
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let entries = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    entries = parseStatement(name, content).entries.length;
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  return {
    medianMs: median(times),
    maxMs: Math.max(...times),
    // CPU time of the process (parser and garbage collector): what a busy machine inflates least.
    cpuMedianMs: median(cpuTimes),
    entries,
    bytes: content.length,
  };
};

export interface StatementFigures {
  camt: ReturnType<typeof timeParse>;
  coda: ReturnType<typeof timeParse>;
}

/** Reads a generated 10,000-entry camt.053 statement and CODA file in this process. */
export const benchStatements = (): StatementFigures => ({
  camt: timeParse('statement.xml', Buffer.from(camtStatement('08', camtEntries()))),
  coda: timeParse(
    'statement.cod',
    Buffer.from(
      codaFile(codaMovements().slice(0, 5000)) + codaFile(codaMovements().slice(5000)),
      'latin1',
    ),
  ),
});

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const statementChecks = (f: StatementFigures): Check[] => [
  check(
    `Read a ${STATEMENT_ENTRIES.toLocaleString('en')}-entry camt.053 statement`,
    `median ${ms(f.camt.medianMs)} (CPU ${ms(f.camt.cpuMedianMs)}), max ${ms(f.camt.maxMs)}; ${megabytes(f.camt.bytes)}, ${f.camt.entries} entries`,
    `≤ ${PARSE_BUDGET_MS} ms`,
    f.camt.entries === STATEMENT_ENTRIES && f.camt.medianMs <= PARSE_BUDGET_MS,
  ),
  check(
    `Read a ${STATEMENT_ENTRIES.toLocaleString('en')}-movement CODA file`,
    `median ${ms(f.coda.medianMs)} (CPU ${ms(f.coda.cpuMedianMs)}), max ${ms(f.coda.maxMs)}; ${megabytes(f.coda.bytes)}, ${f.coda.entries} entries`,
    `≤ ${PARSE_BUDGET_MS} ms`,
    f.coda.entries === STATEMENT_ENTRIES && f.coda.medianMs <= PARSE_BUDGET_MS,
  ),
];
