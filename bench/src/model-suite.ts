// The registration model test (server/test/registration-model.test.ts), run far longer than in
// `npm test`: more sequences, longer ones, and a new seed each time, printed so that a failure
// can be replayed with MODEL_SEED.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { check, type Check } from './checks';
import { repoRoot } from './server-process';

export const MODEL_RUNS = 100;
export const MODEL_STEPS = 40;

export interface ModelRun {
  seed: number;
  runs: number;
  steps: number;
  databases: string;
  seconds: number;
  passed: boolean;
  /** The counterexample fast-check shrank to, when a sequence broke an invariant. */
  failure: string | null;
}

export const benchModel = (postgresUrl: string | undefined): { run: ModelRun; checks: Check[] } => {
  const seed = Date.now() % 2_147_483_647;
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['scripts/run-tests.mjs', 'test/registration-model.test.ts'],
    {
      cwd: join(repoRoot, 'server'),
      encoding: 'utf8',
      env: {
        ...process.env,
        MODEL_SEED: String(seed),
        MODEL_RUNS: String(MODEL_RUNS),
        MODEL_STEPS: String(MODEL_STEPS),
        ...(postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {}),
      },
      maxBuffer: 64 * 2 ** 20,
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  const run: ModelRun = {
    seed,
    runs: MODEL_RUNS,
    steps: MODEL_STEPS,
    databases: postgresUrl ? 'PGlite and PostgreSQL' : 'PGlite',
    seconds: Math.round((performance.now() - started) / 1000),
    passed: result.status === 0,
    failure: /Counterexample: (.*)/.exec(output)?.[1] ?? null,
  };
  return {
    run,
    checks: [
      check(
        `Registration model: ${MODEL_RUNS} sequences of up to ${MODEL_STEPS} actions (${run.databases})`,
        run.passed
          ? `held, seed ${seed}, ${run.seconds} s`
          : `broken, seed ${seed}: ${run.failure}`,
        'every invariant after every step',
        run.passed,
      ),
    ],
  };
};
