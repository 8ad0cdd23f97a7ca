// The only module that speaks to HiGHS (compiled to wasm): it loads it once, passes a model as a
// sparse matrix with a start, and reads back the column values and whether they are proven best.
import highsLoader, { type Highs } from 'highs';
import type { SparseModel } from './sparse-model';

export interface MipRun {
  /** The start's value of every column (a MIP start). */
  startValues: readonly number[];
  /** The input's seed, so that the same input gives the same plan. */
  seed: number;
  /** The solver's time, asked once the model is passed: passing it takes time too. */
  seconds: () => number;
}

export interface MipAnswer {
  /** Every column's value, or null when no feasible solution came back (or no time was left). */
  values: ArrayLike<number> | null;
  optimal: boolean;
  /** The relative MIP gap: 0 when optimal, Infinity when unknown. */
  gap: number;
}

/** Maximises the model from the start, within the run's time. */
export type MipSolver = (model: SparseModel, run: MipRun) => MipAnswer;

const NO_ANSWER: MipAnswer = { values: null, optimal: false, gap: Infinity };

/** HiGHS's options: its seed from the input's, and no gap below one unit (weights are whole). */
const highsOptions = (seed: number, seconds: number) => ({
  output_flag: false,
  time_limit: Math.max(0.05, seconds),
  random_seed: seed,
  mip_rel_gap: 0,
  mip_abs_gap: 0.99,
});

/** The model as HiGHS takes it: a maximisation over [0, upper] columns, CSR rows. */
const highsModel = (highs: Highs, model: SparseModel) => ({
  numCols: model.columns,
  numRows: model.rows,
  sense: highs.constants.objectiveSense.maximize,
  colCost: model.cost,
  colLower: model.cost.map(() => 0),
  colUpper: model.upper,
  rowLower: model.rowLower.map((v) => (v === -Infinity ? -highs.infinity : v)),
  rowUpper: model.rowUpper.map((v) => (v === Infinity ? highs.infinity : v)),
  matrix: {
    format: 'csr' as const,
    numRows: model.rows,
    numCols: model.columns,
    starts: model.starts,
    indices: model.indices,
    values: model.values,
  },
  integrality: model.integer.map((i) => (i ? 1 : 0)),
});

const solveWithHighs = (highs: Highs, model: SparseModel, run: MipRun): MipAnswer => {
  const solver = highs.createModel();
  try {
    solver.passModel(highsModel(highs, model));
    const limit = run.seconds();
    if (limit <= 0) return NO_ANSWER;
    solver.options.set(highsOptions(run.seed, limit));
    solver.setSolution({ colValue: run.startValues });
    const { modelStatus } = solver.run();
    const primal = Number(solver.info.get('primal_solution_status'));
    if (primal !== highs.constants.solutionStatus.feasible) return NO_ANSWER;
    const optimal = modelStatus === highs.constants.modelStatus.optimal;
    const gap = Number(solver.info.get('mip_gap'));
    return {
      values: solver.getSolution().colValue,
      optimal,
      gap: optimal ? 0 : Number.isFinite(gap) ? gap : Infinity,
    };
  } finally {
    solver.dispose();
  }
};

let highsRuntime: Promise<Highs> | null = null;

/** HiGHS, loaded on the first plan that needs it (its wasm takes a moment) and kept for the next. */
export const loadMipSolver = async (): Promise<MipSolver> => {
  const highs = await (highsRuntime ??= highsLoader());
  return (model, run) => solveWithHighs(highs, model, run);
};
