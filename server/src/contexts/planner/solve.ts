import type { PlannerInput, Proposal } from 'planner';
import { PLAN_TOO_SLOW } from 'shared-api/contract';
import { DomainError } from '../../shared/domain-error';
import { startWorker } from '../../shared/threads/start-worker';

const solveWorker = (workerData: PlannerInput) =>
  startWorker(new URL('./solve-worker.ts', import.meta.url), 'planner-worker.js', { workerData });

/** The solver's plan, or the problems it found in its input (pins that cannot all be kept). */
export type SolveOutcome = { proposal: Proposal } | { refused: string[] };
/** What the thread sends: the plan in hand before HiGHS, then the outcome. */
export type SolveMessage = SolveOutcome | { fallback: Proposal };

/**
 * Beyond the solver's own limit: starting the thread, loading HiGHS and HiGHS's coarse clock.
 * Past it, the plan in hand is the answer.
 */
export const GRACE_SECONDS = 3;
/** Without a plan in hand by then (the constructive plan itself overran), the run is refused. */
const LAST_RESORT_SECONDS = 10;

/** What the answer says when HiGHS was stopped: then the plan in hand, as its own note says. */
const STOPPED = 'The exact model did not finish within the time limit.';

/**
 * Plans on a worker thread. At the time limit (and a short grace) the thread is stopped and the
 * plan it had before HiGHS started is the answer, so a plan always comes back in time.
 */
export const solveOffThread = (input: PlannerInput): Promise<SolveOutcome> =>
  new Promise((resolve, reject) => {
    const worker = solveWorker(input);
    let fallback: Proposal | null = null;
    let late = false;
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(lastResort);
      void worker.terminate();
      action();
    };
    const limit = input.options.timeLimitSeconds;
    const answerInHand = (inHand: Proposal) =>
      settle(() =>
        resolve({
          proposal: {
            ...inHand,
            solver: { ...inHand.solver, note: `${STOPPED} ${inHand.solver.note ?? ''}`.trim() },
          },
        }),
      );
    const timer = setTimeout(
      () => {
        late = true;
        if (fallback) answerInHand(fallback);
      },
      (limit + GRACE_SECONDS) * 1000,
    );
    const lastResort = setTimeout(
      () => settle(() => reject(new DomainError('busy', PLAN_TOO_SLOW, 30))),
      (limit + LAST_RESORT_SECONDS) * 1000,
    );
    worker.on('message', (message: SolveMessage) => {
      if (!('fallback' in message)) settle(() => resolve(message));
      else if (late) answerInHand(message.fallback);
      else fallback = message.fallback;
    });
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The planner stopped with code ${code}.`))),
    );
  });
