// A model built column by column and row by row, handed to HiGHS as a sparse matrix (no LP text:
// coefficients of a variable repeated in one row are merged here).

export type Term = [column: number, coefficient: number];

export class SparseModel {
  readonly cost: number[] = [];
  readonly upper: number[] = [];
  readonly integer: boolean[] = [];
  readonly rowLower: number[] = [];
  readonly rowUpper: number[] = [];
  readonly starts: number[] = [0];
  readonly indices: number[] = [];
  readonly values: number[] = [];

  /** A binary variable with its objective weight (maximised). */
  binary(cost = 0): number {
    return this.column(cost, true);
  }

  /** A continuous variable in [0, 1]. */
  fraction(cost = 0): number {
    return this.column(cost, false);
  }

  private column(cost: number, integer: boolean): number {
    this.cost.push(cost);
    this.upper.push(1);
    this.integer.push(integer);
    return this.cost.length - 1;
  }

  get columns(): number {
    return this.cost.length;
  }

  get rows(): number {
    return this.rowLower.length;
  }

  /** lower <= sum(terms) <= upper; infinite bounds as ±Infinity. */
  row(terms: readonly Term[], lower: number, upper: number): void {
    const merged = new Map<number, number>();
    for (const [column, c] of terms) merged.set(column, (merged.get(column) ?? 0) + c);
    const entries = [...merged].filter(([, c]) => c !== 0).sort((x, y) => x[0] - y[0]);
    if (entries.length === 0) return;
    for (const [column, c] of entries) {
      this.indices.push(column);
      this.values.push(c);
    }
    this.starts.push(this.indices.length);
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
  }

  atMost(terms: readonly Term[], upper: number): void {
    this.row(terms, -Infinity, upper);
  }

  atLeast(terms: readonly Term[], lower: number): void {
    this.row(terms, lower, Infinity);
  }
}

/** `2 c4 - c7` with names c<column>, a few terms a line (LP readers limit a line's length). */
const linear = (terms: readonly Term[]): string =>
  terms
    .map(([column, c], i) => {
      const sign = c < 0 ? '-' : i === 0 ? '' : '+';
      const size = Math.abs(c);
      const term = `${sign} ${size === 1 ? '' : `${size} `}c${column}`;
      return i > 0 && i % 8 === 0 ? `\n  ${term}` : term;
    })
    .join(' ');

/**
 * The model as CPLEX LP text, each column named once per row and once in the objective: for a
 * solve of the same model by another path (the bench's long solve with HiGHS's LP reader).
 */
export const toLpText = (model: SparseModel): string => {
  const objective = model.cost.map((c, column): Term => [column, c]).filter(([, c]) => c !== 0);
  const rows: string[] = [];
  for (let r = 0; r < model.rows; r++) {
    const terms = model.indices
      .slice(model.starts[r], model.starts[r + 1])
      .map((column, k): Term => [column, model.values[model.starts[r]! + k]!]);
    const body = linear(terms);
    const lower = model.rowLower[r]!;
    const upper = model.rowUpper[r]!;
    if (upper !== Infinity) rows.push(` u${r}: ${body} <= ${upper}`);
    if (lower !== -Infinity) rows.push(` l${r}: ${body} >= ${lower}`);
  }
  const columns = model.cost.map((_, column) => column);
  const continuous = columns.filter((c) => !model.integer[c]);
  const binary = columns.filter((c) => model.integer[c]);
  return [
    'Maximize',
    ` obj: ${linear(objective)}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...continuous.map((c) => ` 0 <= c${c} <= ${model.upper[c]}`),
    'Binary',
    ...binary.map((c) => ` c${c}`),
    'End',
    '',
  ].join('\n');
};
