// The exact model and the reading of an answer stand on their own: built, checked and decoded here
// with no solver loaded, so a change to either is tested without HiGHS.
import { smallConvention } from 'planner/testing';
import { buildModel } from '../convention-model';
import { decodeTables } from '../decode-plan';
import { greedyPlan } from '../greedy';
import { parseInput } from '../input';
import { buildProblem } from '../problem';
import { evaluate, WEIGHTS, type PlanTable } from '../score';
import type { SparseModel } from '../sparse-model';

jest.mock('highs', () => {
  throw new Error('The model and its decoding must not load the solver.');
});

/** Three players who all want 1889; Ann brings it; Cy is New and nobody teaches. */
const threePlayers = () =>
  buildProblem(
    parseInput({
      sessions: [
        { id: 'day', day: '2027-05-15', part: 'day' as const, minutes: 600, maxTables: 1 },
      ],
      games: [{ id: '1889', minPlayers: 2, maxPlayers: 4, minutes: 180 }],
      clubCopies: [],
      attendees: ['ann', 'bob', 'cy'].map((id) => ({
        id,
        sessionIds: ['day'],
        level: id === 'cy' ? 0 : 3,
        brings: id === 'ann' ? ['1889'] : [],
        wants: ['1889'],
        playWith: [],
        hostAndTeach: false,
        mindNewPlayers: true,
        sameExperience: false,
      })),
      options: { playOnce: true, timeLimitSeconds: 5, minTableSize: 2 },
    }),
  );

const objective = (model: SparseModel, values: readonly number[]) =>
  model.cost.reduce((sum, cost, c) => sum + cost * values[c]!, 0);

/** The rows that the values break, as `row r: lower <= sum <= upper`. */
const brokenRows = (model: SparseModel, values: readonly number[]) => {
  const broken: string[] = [];
  for (let r = 0; r < model.rows; r++) {
    let sum = 0;
    for (let k = model.starts[r]!; k < model.starts[r + 1]!; k++)
      sum += model.values[k]! * values[model.indices[k]!]!;
    const lower = model.rowLower[r]!;
    const upper = model.rowUpper[r]!;
    if (sum < lower - 1e-9 || sum > upper + 1e-9)
      broken.push(`row ${r}: ${lower} <= ${sum} <= ${upper}`);
  }
  return broken;
};

const inOrder = (tables: readonly PlanTable[]) =>
  tables
    .map((t) => ({ slot: t.slot, players: [...t.players].sort((a, b) => a - b) }))
    .sort((a, b) => a.slot - b.slot);

describe('the convention model', () => {
  it('values the plan in hand as the weights do, worked out by hand', () => {
    const problem = threePlayers();
    const { model, startValues, xs } = buildModel(problem, [{ slot: 0, players: [0, 1, 2] }]);
    expect(xs).toHaveLength(1);
    expect(xs[0]!.seats.map(([a]) => a)).toEqual([0, 1, 2]);
    expect(brokenRows(model, startValues)).toEqual([]);
    expect(objective(model, startValues)).toBe(
      3 * WEIGHTS.seat +
        3 * WEIGHTS.anyWanted +
        3 * WEIGHTS.wantedSeat +
        WEIGHTS.ownCopy -
        WEIGHTS.newWithoutTeacher,
    );
  });

  it.each(Array.from({ length: 20 }, (_, i) => 300 + i))(
    "starts from a greedy plan that keeps every row, at the plan's value (seed %i)",
    (seed) => {
      const problem = buildProblem(smallConvention(seed));
      const start = greedyPlan(problem);
      const { model, startValues, xs } = buildModel(problem, start);
      expect(brokenRows(model, startValues)).toEqual([]);
      expect(objective(model, startValues)).toBeCloseTo(evaluate(problem, start).score, 6);
      expect(inOrder(decodeTables(xs, startValues))).toEqual(inOrder(start));
    },
  );
});

describe('decoding an answer', () => {
  it('reads the tables set up and the seats taken, rounding near-integers', () => {
    const { model, xs } = buildModel(threePlayers(), []);
    const [table] = xs;
    const values = new Array<number>(model.columns).fill(0);
    values[table!.y] = 0.9999999;
    const seat = new Map(table!.seats);
    values[seat.get(0)!] = 1;
    values[seat.get(1)!] = 1e-7;
    values[seat.get(2)!] = 0.9999999;
    expect(decodeTables(xs, values)).toEqual([{ slot: table!.slot, players: [0, 2] }]);
  });

  it('leaves out a table that is not set up, and one set up with nobody at it', () => {
    const { model, xs } = buildModel(threePlayers(), []);
    const [table] = xs;
    const seated = new Array<number>(model.columns).fill(0);
    for (const [, x] of table!.seats) seated[x] = 1;
    expect(decodeTables(xs, seated)).toEqual([]);
    const empty = new Array<number>(model.columns).fill(0);
    empty[table!.y] = 1;
    expect(decodeTables(xs, empty)).toEqual([]);
  });
});
