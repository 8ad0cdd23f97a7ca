// The whole convention in one exact model, solved from a given plan as its start and read back as
// tables.
import { buildModel } from './convention-model';
import { decodeTables } from './decode-plan';
import type { MipSolver } from './highs-adapter';
import type { Problem } from './problem';
import type { PlanTable } from './score';

export interface SolveOutcome {
  /** The tables found, or null when the solver returned no usable solution. */
  tables: PlanTable[] | null;
  optimal: boolean;
  /** The solver's relative MIP gap (0 when optimal). */
  gap: number;
  binaries: number;
}

export const solveWhole = (
  solve: MipSolver,
  problem: Problem,
  start: readonly PlanTable[],
  /** The solver's time, asked once the model is built and passed: building it takes time too. */
  seconds: () => number,
): SolveOutcome => {
  const { model, startValues, xs } = buildModel(problem, start);
  const binaries = model.integer.filter(Boolean).length;
  if (model.columns === 0) return { tables: [], optimal: true, gap: 0, binaries };
  const answer = solve(model, { startValues, seed: problem.input.options.seed, seconds });
  return {
    tables: answer.values && decodeTables(xs, answer.values),
    optimal: answer.optimal,
    gap: answer.gap,
    binaries,
  };
};
