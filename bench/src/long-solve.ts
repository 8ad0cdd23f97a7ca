// The long solve the planner's plans are held against: the planner's model of the whole
// convention, written as LP text, read back by HiGHS and solved for minutes. It runs in a process
// of its own: deep into a long solve of a large model HiGHS's WebAssembly can abort
// (RuntimeError: Aborted(), thrown outside any promise), which ended the whole bench.
import { fork } from 'node:child_process';
import highsLoader from 'highs';
import type { PlannerInput } from '../../planner/src/index';
import { greedyPlan } from '../../planner/src/greedy';
import { buildModel } from '../../planner/src/convention-model';
import { buildProblem } from '../../planner/src/problem';
import { toLpText } from '../../planner/src/sparse-model';

/** The long solve's limit (seconds); PLANNER_LONG_SECONDS sets another. */
const longSeconds = (attendees: number) =>
  Number(process.env.PLANNER_LONG_SECONDS ?? (attendees > 100 ? 300 : 120));

export interface LongSolve {
  seconds: number;
  /** Why it gave no answer, when its process stopped before it did. */
  failure?: string;
  limit: number;
  optimal: boolean;
  /** The best plan's value it found, and the bound it proved on any plan's. */
  objective: number | null;
  bound: number | null;
  seated: number | null;
}

/**
 * The planner's model of the whole convention, written as LP text, read back by HiGHS and solved
 * for a long time from the constructive plan alone (none of the planner's small changes or its
 * own HiGHS run): the value a long solve reaches, and the bound it proves.
 */
export const longSolve = async (input: PlannerInput): Promise<LongSolve> => {
  const highs = await highsLoader();
  const problem = buildProblem(input);
  const { model, startValues, xs } = buildModel(problem, greedyPlan(problem));
  const limit = longSeconds(input.attendees.length);
  const startedAt = performance.now();
  const solver = highs.createModel({ format: 'lp', data: toLpText(model) });
  try {
    // The reader numbers columns as it meets them: back to the model's numbers by name.
    const ours = Array.from({ length: model.columns }, (_, i) =>
      Number(solver.getColName(i).slice(1)),
    );
    solver.options.set({
      output_flag: false,
      time_limit: limit,
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
    });
    solver.setSolution({ colValue: ours.map((c) => startValues[c]!) });
    solver.run();
    const seconds = (performance.now() - startedAt) / 1000;
    const found = Number(solver.info.get('primal_solution_status')) === 2;
    const bound = Number(solver.info.get('mip_dual_bound'));
    const values = solver.getSolution().colValue;
    const value = new Map(ours.map((c, i) => [c, values[i] ?? 0]));
    const seated = xs.reduce(
      (sum, { slot, seats }) =>
        sum +
        seats.filter(([, x]) => (value.get(x) ?? 0) > 0.5).length *
          problem.slots[slot]!.sessions.length,
      0,
    );
    return {
      seconds,
      limit,
      optimal: solver.getModelStatus() === highs.constants.modelStatus.optimal,
      objective: found ? Number(solver.info.get('objective_function_value')) : null,
      bound: Number.isFinite(bound) ? bound : null,
      seated: found ? seated : null,
    };
  } finally {
    solver.dispose();
  }
};

/**
 * longSolve in a child process: its answer, or, when the process stops without one, a long solve
 * that found nothing and says why.
 */
export const longSolveApart = (input: PlannerInput): Promise<LongSolve> =>
  new Promise((resolve) => {
    const startedAt = performance.now();
    const child = fork(new URL('./long-solve-child.ts', import.meta.url), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: LongSolve | null = null;
    child.once('message', (message: LongSolve) => {
      answer = message;
    });
    child.once('exit', (code, signal) => {
      resolve(
        answer ?? {
          seconds: (performance.now() - startedAt) / 1000,
          limit: longSeconds(input.attendees.length),
          failure: `HiGHS stopped (${signal ?? `exit code ${code}`})`,
          optimal: false,
          objective: null,
          bound: null,
          seated: null,
        },
      );
    });
    child.send(input);
  });
