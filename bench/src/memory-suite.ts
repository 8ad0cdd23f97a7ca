// An API instance on PGlite at rest: its resident memory after the first start on a new data
// directory (initdb, migrations, seed) and after a restart on the same directory, the figure an
// instance lives with. docs/performance.md, "Memory", says what holds it.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HOT_CALLS } from './api-suite';
import { check, type Check } from './checks';
import { serverEnv } from './database-run';
import { startProcess, type RunningProcess } from './server-process';

const MAX_IDLE_RSS_MB = 300;
// The public calls every page makes, a few times: caches filled, as in service.
const WARM_UP_PATHS = [...HOT_CALLS, '/api/FeaturedGames'];
const SETTLE_MS = 5_000;

export interface MemoryFigures {
  firstStartPeakMb: number;
  firstStartIdleMb: number;
  restartPeakMb: number;
  restartIdleMb: number;
}

const idleRss = async (server: RunningProcess): Promise<number> => {
  for (let round = 0; round < 5; round += 1) {
    for (const path of WARM_UP_PATHS) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  }
  await sleep(SETTLE_MS);
  return server.rssMb();
};

const measure = async (dataDir: string, scratch: string, name: string) => {
  const server = await startProcess({
    args: ['server/dist/server.js'],
    env: { ...serverEnv(null, dataDir), LOG_LEVEL: 'warn' },
    logDir: scratch,
    name,
    readyPath: '/api/health/ready',
  });
  try {
    const idleMb = await idleRss(server);
    return { peakMb: server.peakRssMb(), idleMb };
  } finally {
    await server.stop();
  }
};

export const benchPgliteMemory = async (scratch: string): Promise<MemoryFigures> => {
  const dataDir = mkdtempSync(join(scratch, 'memory-'));
  const first = await measure(dataDir, scratch, 'server-memory-first');
  const again = await measure(dataDir, scratch, 'server-memory-restart');
  return {
    firstStartPeakMb: first.peakMb,
    firstStartIdleMb: first.idleMb,
    restartPeakMb: again.peakMb,
    restartIdleMb: again.idleMb,
  };
};

const mb = (value: number) => `${Math.round(value)} MB`;

export const memoryChecks = (figures: MemoryFigures): Check[] => [
  check('PGlite API, first start: peak RSS (initdb)', mb(figures.firstStartPeakMb), '', null),
  check('PGlite API, first start: idle RSS', mb(figures.firstStartIdleMb), '', null),
  check('PGlite API, restart: peak RSS', mb(figures.restartPeakMb), '', null),
  check(
    'PGlite API, restart: idle RSS',
    mb(figures.restartIdleMb),
    `<= ${MAX_IDLE_RSS_MB} MB`,
    figures.restartIdleMb <= MAX_IDLE_RSS_MB,
  ),
];
