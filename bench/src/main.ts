// npm run bench: the speed figures against their budgets. See docs/performance.md.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { check, formatTable, type Check } from './checks';
import { benchOnDatabase, DB_LABELS } from './database-run';
import type { DbKind } from './databases';
import { parseOptions, type Part } from './options';
import { benchPgliteMemory, memoryChecks } from './memory-suite';
import { benchModel } from './model-suite';
import { benchPlanner } from './planner-suite';
import { benchDocuments, documentChecks } from './documents-suite';
import { repoRoot } from './server-process';
import {
  benchStatementImport,
  benchStatements,
  importChecks,
  statementChecks,
} from './statements-suite';

const options = parseOptions(process.argv.slice(2));
const postgresUrl = process.env.DATABASE_URL?.trim() || undefined;
const wants = (part: Part) => options.parts.has(part);

const serverParts: Part[] = [
  'api',
  'login',
  'surge',
  'frontend',
  'lighthouse',
  'memory',
  'documents',
];
const required = serverParts.some(wants) ? ['server/dist/server.js'] : [];
if (wants('frontend') || wants('lighthouse')) required.push('shell/dist/index.html');
const missing = required.filter((file) => !existsSync(join(repoRoot, file)));
if (missing.length > 0) {
  console.error(`Missing ${missing.join(', ')}: run \`npm run build\` first.`);
  process.exit(2);
}

/** Which parts run on which database: the browser parts once, on the first. */
const plan: { kind: DbKind; parts: Part[] }[] = [
  { kind: 'pglite', parts: (['api', 'login', 'frontend', 'lighthouse'] as const).filter(wants) },
  ...(postgresUrl
    ? [{ kind: 'postgres' as const, parts: (['api', 'login', 'surge'] as const).filter(wants) }]
    : []),
];

const startedAt = new Date();
const scratch = mkdtempSync(join(tmpdir(), '18xx-bench-'));
const checks: Check[] = [];
const figures: Record<string, unknown> = {};
try {
  if (wants('statements')) {
    // In this process: reading a statement needs no server and no database.
    const statements = benchStatements();
    checks.push(...statementChecks(statements));
    figures.statements = statements;
    // In this process too, on a PGlite database of its own: what POST /api/Payments/import does.
    const imported = await benchStatementImport(scratch);
    checks.push(...importChecks(imported));
    figures.statementImport = imported;
  }
  for (const { kind, parts } of plan) {
    if (parts.length === 0) continue;
    const run = await benchOnDatabase(kind, parts, { options, scratch, postgresUrl });
    checks.push(...run.checks);
    figures[kind] = run.figures;
  }
  if (!postgresUrl && (wants('api') || wants('surge'))) {
    checks.push(
      check(`${DB_LABELS.postgres}: not measured`, 'DATABASE_URL unset', 'its budgets', null),
    );
  }
  if (wants('memory')) {
    const memory = await benchPgliteMemory(scratch);
    checks.push(...memoryChecks(memory));
    figures.memory = memory;
  }
  if (wants('planner')) {
    const planner = await benchPlanner();
    checks.push(...planner.checks);
    figures.planner = planner.runs;
    figures.plannerSmall = planner.small;
    figures.plannerHuge = planner.huge;
  }
  if (wants('documents')) {
    const documents = await benchDocuments(scratch, postgresUrl);
    checks.push(...documentChecks(documents));
    figures.documents = documents;
  }
  if (wants('model')) {
    const model = benchModel(postgresUrl);
    checks.push(...model.checks);
    figures.model = model.run;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(formatTable(checks));
const failed = checks.filter((c) => c.pass === false).length;
console.log(failed === 0 ? '\nEvery budget met.' : `\n${failed} budget(s) missed.`);
writeFileSync(
  new URL('../results.json', import.meta.url),
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        memoryMb: Math.round(totalmem() / 2 ** 20),
        node: process.version,
      },
      options: {
        parts: [...options.parts],
        seconds: options.seconds,
        postgres: Boolean(postgresUrl),
      },
      checks,
      figures,
    },
    null,
    2,
  )}\n`,
);
process.exitCode = failed === 0 ? 0 : 1;
