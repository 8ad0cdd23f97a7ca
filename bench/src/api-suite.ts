import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, ms, perSecond, type Check } from './checks';
import { runLoad, type LoadFigures } from './load';
import { startProcess, type RunningProcess } from './server-process';

export const HOT_CALLS = ['/api/Convention/active', '/api/Notification/public'] as const;

export interface HotCallFigures {
  path: string;
  bytes: number;
  at100: LoadFigures;
  bare: LoadFigures;
  at200: LoadFigures;
}

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
    const at100 = await runLoad({ url: real, connections: 100, durationSeconds: seconds });
    const bareAt100 = await runLoad({ url: yardstick, connections: 100, durationSeconds: seconds });
    const at200 = await runLoad({ url: real, connections: 200, durationSeconds: seconds });
    return { path, bytes: body.length, at100, bare: bareAt100, at200 };
  } finally {
    await bare.stop();
  }
};

export const hotCallChecks = (db: string, f: HotCallFigures): Check[] => {
  const ratio = f.at100.requestsPerSecond / f.bare.requestsPerSecond;
  const name = `${db} GET ${f.path}`;
  return [
    check(
      `${name} @100`,
      `${perSecond(f.at100.requestsPerSecond)} = ${Math.round(ratio * 100)}% of bare ${perSecond(f.bare.requestsPerSecond)} (${f.bytes} B)`,
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
