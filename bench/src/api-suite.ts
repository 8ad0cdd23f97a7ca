import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, ms, perSecond, type Check } from './checks';
import { runLoad, type LoadFigures } from './load';
import { startProcess, type RunningProcess } from './server-process';

export const HOT_CALLS = ['/api/Convention/active', '/api/Notification/public'] as const;

export interface HotCallFigures {
  path: string;
  bytes: number;
  /** The round whose ratio is the median: its real call at 100 connections, and its bare one. */
  at100: LoadFigures;
  bare: LoadFigures;
  /** Real over bare requests/s of every round, in the order run. */
  ratios: number[];
  at200: LoadFigures;
}

/**
 * Real and bare run one after the other this many times, and the median round counts: with the
 * load generator on the same two cores, bare Fastify alone moved between 27,000 and 47,000
 * requests/s from one run to the next (docs/performance.md), so one pair could not be trusted.
 */
export const ROUNDS = 3;

const MIN_RATIO_TO_BARE = 0.5;
const MAX_P99_MS = 50;

/** A bare Fastify process answering exactly the bytes the real call answers. */
const startBare = async (body: Buffer, scratch: string, name: string): Promise<RunningProcess> => {
  const bodyFile = join(scratch, `${name}.json`);
  writeFileSync(bodyFile, body);
  return startProcess({
    args: [new URL('./bare-server.mjs', import.meta.url).pathname],
    env: { ...process.env, BARE_BODY_FILE: bodyFile },
    logDir: scratch,
    name,
    readyPath: '/bare',
  });
};

/** Warms both JITs and caches up, so the measured seconds are the steady state. */
const warmUp = (url: string) => runLoad({ url, connections: 10, durationSeconds: 2 });

export const benchHotCall = async (
  server: RunningProcess,
  path: string,
  { scratch, seconds }: { scratch: string; seconds: number },
): Promise<HotCallFigures> => {
  const body = Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
  const bare = await startBare(body, scratch, `bare${path.replaceAll('/', '-')}`);
  try {
    const real = `${server.url}${path}`;
    const yardstick = `${bare.url}/bare`;
    await warmUp(real);
    await warmUp(yardstick);
    const rounds: { real: LoadFigures; bare: LoadFigures; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const realAt100 = await runLoad({ url: real, connections: 100, durationSeconds: seconds });
      const bareAt100 = await runLoad({
        url: yardstick,
        connections: 100,
        durationSeconds: seconds,
      });
      const ratio = realAt100.requestsPerSecond / bareAt100.requestsPerSecond;
      rounds.push({ real: realAt100, bare: bareAt100, ratio });
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)];
    if (!median) throw new Error('no round was run');
    const at200 = await runLoad({ url: real, connections: 200, durationSeconds: seconds });
    return {
      path,
      bytes: body.length,
      at100: median.real,
      bare: median.bare,
      ratios: rounds.map((r) => r.ratio),
      at200,
    };
  } finally {
    await bare.stop();
  }
};

export const hotCallChecks = (db: string, f: HotCallFigures): Check[] => {
  const ratio = f.at100.requestsPerSecond / f.bare.requestsPerSecond;
  const name = `${db} GET ${f.path}`;
  const percent = (r: number) => `${Math.round(r * 100)}%`;
  return [
    check(
      `${name} @100`,
      `${perSecond(f.at100.requestsPerSecond)} = ${percent(ratio)} of bare ${perSecond(f.bare.requestsPerSecond)} (median of ${f.ratios.map(percent).join(', ')}; ${f.bytes} B)`,
      `>= ${MIN_RATIO_TO_BARE * 100}% of bare`,
      ratio >= MIN_RATIO_TO_BARE,
    ),
    check(
      `${name} @100 latency`,
      `p50 ${ms(f.at100.p50Ms)}, p99 ${ms(f.at100.p99Ms)}, ${f.at100.errors} errors, ${f.at100.timeouts} timeouts (bare p99 ${ms(f.bare.p99Ms)})`,
      `p99 <= ${MAX_P99_MS} ms`,
      f.at100.requests > 0 &&
        f.at100.p99Ms <= MAX_P99_MS &&
        f.at100.errors === 0 &&
        f.at100.timeouts === 0,
    ),
    check(
      `${name} @200`,
      `${perSecond(f.at200.requestsPerSecond)}, p99 ${ms(f.at200.p99Ms)}, ${f.at200.errors} errors, ${f.at200.timeouts} timeouts`,
      '0 errors, 0 timeouts',
      f.at200.requests > 0 && f.at200.errors === 0 && f.at200.timeouts === 0,
    ),
  ];
};
