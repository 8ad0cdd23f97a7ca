import { Worker } from 'node:worker_threads';
import type { PlannerInput, Proposal } from 'planner';

// The built server ships the worker beside server.js (scripts/build.mjs). From source (tsx, in
// development and tests) a worker does not inherit tsx's loader: it registers it first.
const here = import.meta.url;
const fromSource = here.endsWith('.ts');
const startWorker = (workerData: PlannerInput) =>
  fromSource
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
          new URL('./solve-worker.ts', here).href,
        )}); })`,
        { eval: true, workerData },
      )
    : new Worker(new URL('./planner-worker.js', here), { workerData });

/** The solver's plan, or the problems it found in its input (pins that cannot all be kept). */
export type SolveOutcome = { proposal: Proposal } | { refused: string[] };

/** Beyond the solver's own limit: starting the thread and loading HiGHS. */
const GRACE_SECONDS = 20;

/** Plans on a worker thread; rejects if it fails or outlives its time limit by far. */
export const solveOffThread = (input: PlannerInput): Promise<SolveOutcome> =>
  new Promise((resolve, reject) => {
    const worker = startWorker(input);
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    const timer = setTimeout(
      () => {
        settle(() => reject(new Error('The planner did not finish in time.')));
        void worker.terminate();
      },
      (input.options.timeLimitSeconds + GRACE_SECONDS) * 1000,
    );
    worker.once('message', (outcome: SolveOutcome) => settle(() => resolve(outcome)));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The planner stopped with code ${code}.`))),
    );
  });
