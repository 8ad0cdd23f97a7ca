// PostgreSQL restarted 20 times under load, two API instances on it. The cluster is a throwaway one
// (pg-cluster.mjs), removed in a finally block whatever happens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createCluster } from './pg-cluster.mjs';
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

const RESTARTS = 20;
const INSTANCES = 2;
const CLIENTS_PER_INSTANCE = 3;
const LOAD_BEFORE_MS = 2_000;
const OUTAGE_MS = 1_000;
// Load between two restarts, after the instances recovered.
const LOAD_BETWEEN_MS = 1_500;
const MAX_RECOVERY_MS = 1_000;
// The pool's connect time-out is 5 s (a stopping server may still accept TCP and never answer): no
// answer may take much longer, outage or not.
const MAX_ANSWER_MS = 7_000;
// How long a restart waits for both instances to write again before it is judged a failure.
const GIVE_UP_MS = 30_000;

/** Writes and reads in a loop on a few clients of one instance until `running()` turns false. */
const driveLoad = (instance, url, token, running) => {
  const answers = [];
  const acknowledged = [];
  let sequence = 0;
  const client = async (number) => {
    while (running()) {
      const name = `fault-pg-${instance}-${number}-${(sequence += 1)}`;
      const write = await createTemplate(url, token, name);
      answers.push({ ...write, instance, kind: 'write' });
      if (succeeded(write)) acknowledged.push(name);
      answers.push({ ...(await call(url, 'GET', '/api/FeaturedGames')), instance, kind: 'read' });
      answers.push({
        ...(await call(url, 'GET', '/api/Template', { token })),
        instance,
        kind: 'read',
      });
      answers.push({ ...(await call(url, 'GET', '/api/health/ready')), instance, kind: 'ready' });
      await sleep(50);
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS_PER_INSTANCE }, (_, i) => client(i)));
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

/** When each instance first acknowledged a write that started after `since`, or null. */
const firstWritesAfter = (loads, since) =>
  loads.map(({ answers }) => {
    const write = answers.find((a) => a.kind === 'write' && a.at >= since && succeeded(a));
    return write ? write.at + write.ms : null;
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Starts the instances and their load, restarts PostgreSQL, and judges what the load saw. */
const restartUnderLoad = async (cluster, dataDirs, servers) => {
  const loads = [];
  const restarts = [];
  let running = true;
  try {
    for (const dataDir of dataDirs) {
      servers.push(await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir }));
    }
    for (const [index, server] of servers.entries()) {
      loads.push(driveLoad(index, server.url, await login(server.url), () => running));
    }
    await sleep(LOAD_BEFORE_MS);
    for (let restart = 1; restart <= RESTARTS; restart += 1) {
      // Every other one a crash: the next start replays the write-ahead log.
      const mode = restart % 2 === 0 ? 'immediate' : 'fast';
      const stoppedAt = Date.now();
      let startedAt;
      try {
        cluster.stop(mode);
        await sleep(OUTAGE_MS);
      } finally {
        // Whatever failed above, PostgreSQL comes back before anything else is judged.
        cluster.start();
        startedAt = Date.now();
      }
      const anyExited = () => servers.some((server) => server.exitCode() !== undefined);
      let recovered = firstWritesAfter(loads, startedAt);
      while (recovered.includes(null) && Date.now() - startedAt < GIVE_UP_MS && !anyExited()) {
        await sleep(20);
        recovered = firstWritesAfter(loads, startedAt);
      }
      restarts.push({
        restart,
        mode,
        downMs: startedAt - stoppedAt,
        // Until every instance acknowledged a write again.
        recoveryMs: recovered.includes(null) ? null : Math.max(...recovered) - startedAt,
      });
      if (anyExited()) break;
      await sleep(LOAD_BETWEEN_MS);
    }
  } finally {
    running = false;
    await Promise.all(loads.map((load) => load.done));
  }
  const exits = servers
    .map((server, index) => ({ index, code: server.exitCode(), output: server.output() }))
    .filter((exit) => exit.code !== undefined);
  const stored = await storedNames(cluster.url);
  const answers = loads.flatMap((load) => load.answers);
  const acknowledged = loads.flatMap((load) => load.acknowledged);
  const lost = acknowledged.filter((name) => !stored.has(name));
  const problems = answers.filter(
    (a) => !(succeeded(a) || isCleanUnavailable(a)) || a.ms > MAX_ANSWER_MS,
  );
  const recoveries = restarts
    .map((r) => r.recoveryMs)
    .filter((ms) => ms !== null)
    .sort((a, b) => a - b);
  const slowest = answers.reduce((worst, a) => (a.ms > worst.ms ? a : worst));
  const figures = {
    instances: INSTANCES,
    restarts: restarts.length,
    processExits: exits.length,
    answers: answers.length,
    unavailable503: answers.filter(isCleanUnavailable).length,
    otherAnswers: problems.length,
    slowestAnswer: `${slowest.method} ${slowest.path}: ${slowest.status} in ${slowest.ms} ms`,
    acknowledgedWrites: acknowledged.length,
    acknowledgedWritesLost: lost.length,
    recoveryMs: { median: percentile(recoveries, 0.5) ?? null, max: recoveries.at(-1) ?? null },
    perRestart: restarts.map(
      ({ restart, mode, downMs, recoveryMs }) =>
        `${restart} ${mode}: down ${downMs} ms, ` +
        (recoveryMs === null ? 'never recovered' : `recovered in ${recoveryMs} ms`),
    ),
    messages: [...new Set(answers.filter(isCleanUnavailable).map((a) => a.json.errorMessage))],
  };
  const failures = exits.map(
    (exit) => `instance ${exit.index} exited (${exit.code}):\n${exit.output.slice(-3_000)}`,
  );
  if (restarts.length < RESTARTS) failures.push(`only ${restarts.length} restarts were made`);
  for (const { restart, recoveryMs } of restarts) {
    if (recoveryMs === null) failures.push(`restart ${restart}: the API did not recover`);
    else if (recoveryMs > MAX_RECOVERY_MS)
      failures.push(`restart ${restart}: recovery took ${recoveryMs} ms`);
  }
  if (problems.length > 0)
    failures.push(
      `answers neither a success nor a clean 503 within ${MAX_ANSWER_MS} ms: ` +
        describeAnswers(problems),
    );
  if (lost.length > 0) failures.push(`acknowledged writes lost: ${lost.join(', ')}`);
  return { name: `PostgreSQL restarted ${RESTARTS} times under load`, figures, failures };
};

export const postgresRestartScenario = async () => {
  const cluster = createCluster(await freePort());
  const dataDirs = Array.from({ length: INSTANCES }, () => mkdtempSync(join(tmpdir(), 'faults-')));
  const servers = [];
  try {
    return await restartUnderLoad(cluster, dataDirs, servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    cluster.remove();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
};
