// PostgreSQL stopped for a few seconds under load, then started again. The scenario runs on a
// throwaway cluster of its own (pg_createcluster on a free port), never on the shared one other
// tests use, and drops it in a finally block whatever happens.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  call,
  createTemplate,
  describeAnswers,
  freePort,
  isCleanUnavailable,
  login,
  sleep,
  startServer,
  succeeded,
} from './production-server.mjs';

const OUTAGE_MS = 5_000;
const LOAD_BEFORE_MS = 3_000;
const LOAD_AFTER_MS = 5_000;
const CLIENTS = 3;
// The pool's connect timeout is 5 s (a stopping server may still accept TCP and never answer): no
// answer may take much longer, outage or not.
const MAX_ANSWER_MS = 7_000;

const postgresVersion = () => readdirSync('/etc/postgresql').sort().at(-1);

const run = (command, args) => execFileSync(command, args, { stdio: 'pipe' }).toString();

const pgCluster = (version, name) => {
  const ctl = (action) =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action]);
  return {
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    drop: () => run('pg_dropcluster', ['--stop', version, name]),
  };
};

/** Writes and reads in a loop on a few clients until `running()` turns false. */
const driveLoad = (url, token, running) => {
  const answers = [];
  const acknowledged = [];
  let sequence = 0;
  const client = async () => {
    while (running()) {
      const name = `fault-pg-${(sequence += 1)}`;
      const write = await createTemplate(url, token, name);
      answers.push({ ...write, kind: 'write' });
      if (succeeded(write)) acknowledged.push(name);
      answers.push({ ...(await call(url, 'GET', '/api/FeaturedGames')), kind: 'read' });
      answers.push({ ...(await call(url, 'GET', '/api/Template', { token })), kind: 'read' });
      answers.push({ ...(await call(url, 'GET', '/api/health/ready')), kind: 'ready' });
      await sleep(50);
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, client));
  return { answers, acknowledged, done };
};

const storedNames = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select name from email_templates where name like 'fault-pg-%'",
    );
    return new Set(rows.map((row) => row.name));
  } finally {
    await client.end();
  }
};

export const postgresRestartScenario = async () => {
  const version = postgresVersion();
  const name = `faults${process.pid}`;
  const port = await freePort();
  run('pg_createcluster', [
    version,
    name,
    '-p',
    String(port),
    '--start',
    '--',
    '--auth-local=trust',
    '--auth-host=trust',
  ]);
  const cluster = pgCluster(version, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-pg-'));
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    let load;
    let stoppedAt;
    let startedAt;
    let exitedDuringRun;
    let running = true;
    try {
      const token = await login(server.url);
      load = driveLoad(server.url, token, () => running);
      await sleep(LOAD_BEFORE_MS);
      stoppedAt = Date.now();
      try {
        cluster.stop();
        await sleep(OUTAGE_MS);
      } finally {
        // Whatever failed above, PostgreSQL comes back before anything else is judged.
        cluster.start();
        startedAt = Date.now();
      }
      await sleep(LOAD_AFTER_MS);
    } finally {
      running = false;
      await load?.done;
      exitedDuringRun = server.exitCode();
      await server.stop();
    }
    const stored = await storedNames(databaseUrl);
    const { answers, acknowledged } = load;
    const during = answers.filter((a) => a.at >= stoppedAt && a.at < startedAt);
    const firstSuccessAfter = answers
      .filter((a) => a.at >= startedAt && succeeded(a) && a.kind === 'write')
      .sort((a, b) => a.at - b.at)[0];
    const problems = answers.filter(
      (a) => !(succeeded(a) || isCleanUnavailable(a)) || a.ms > MAX_ANSWER_MS,
    );
    const lost = acknowledged.filter((n) => !stored.has(n));
    const figures = {
      outageSeconds: Number(((startedAt - stoppedAt) / 1_000).toFixed(1)),
      answers: answers.length,
      answersDuringOutage: during.length,
      unavailable503: answers.filter(isCleanUnavailable).length,
      slowestAnswer: (({ method, path, status, ms }) => `${method} ${path}: ${status} in ${ms} ms`)(
        answers.reduce((slowest, a) => (a.ms > slowest.ms ? a : slowest)),
      ),
      recoverySeconds: firstSuccessAfter
        ? Number(((firstSuccessAfter.at + firstSuccessAfter.ms - startedAt) / 1_000).toFixed(1))
        : null,
      acknowledgedWrites: acknowledged.length,
      acknowledgedWritesLost: lost.length,
      otherAnswers: problems.length,
      serverSurvived: exitedDuringRun === undefined,
      messages: [...new Set(answers.filter(isCleanUnavailable).map((a) => a.json.errorMessage))],
    };
    const failures = [];
    if (during.filter(isCleanUnavailable).length === 0)
      failures.push('no 503 was seen while PostgreSQL was down');
    if (problems.length > 0)
      failures.push(
        `answers neither a success nor a clean 503 within ${MAX_ANSWER_MS} ms: ` +
          describeAnswers(problems),
      );
    if (exitedDuringRun !== undefined)
      failures.push(`the server process exited (${exitedDuringRun}) during the run`);
    if (!firstSuccessAfter) failures.push('the API did not recover after PostgreSQL came back');
    if (lost.length > 0) failures.push(`acknowledged writes lost: ${lost.join(', ')}`);
    return { name: 'PostgreSQL restart under load', figures, failures };
  } finally {
    cluster.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
