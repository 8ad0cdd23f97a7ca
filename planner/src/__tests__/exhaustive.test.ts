// The oracle the planner is measured against must itself be right: a case worked out by hand, and
// its best plans keep every hard rule.
import { smallConvention } from 'planner/testing';
import { hardRuleViolations } from '../check';
import { exhaustiveOptimum } from '../exhaustive';
import { parseInput } from '../input';
import { toProposal } from '../plan';
import { buildProblem } from '../problem';
import { WEIGHTS } from '../score';

describe('the exhaustive search', () => {
  it('finds the plan worked out by hand', () => {
    // Three players who all want 1889; Ann brings it; Cy is New and nobody teaches.
    const input = parseInput({
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
      // Tables of two allowed, so that two of them alone is a plan too.
      options: { playOnce: true, timeLimitSeconds: 5, minTableSize: 2 },
    });
    const optimum = exhaustiveOptimum(input);
    expect(optimum.score).toBe(
      3 * WEIGHTS.seat +
        3 * WEIGHTS.anyWanted +
        3 * WEIGHTS.wantedSeat +
        WEIGHTS.ownCopy -
        WEIGHTS.newWithoutTeacher,
    );
    // All three at the table, any two of them, or nobody: five plans keep the rules.
    expect(optimum.plans).toBe(5);
  });

  it.each(Array.from({ length: 20 }, (_, i) => 700 + i))(
    'gives a best plan that keeps every hard rule (seed %i)',
    (seed) => {
      const input = smallConvention(seed);
      const optimum = exhaustiveOptimum(input);
      const best = toProposal(buildProblem(input), optimum.tables, {
        status: 'optimal',
        gap: 0,
        seconds: 0,
        method: 'whole',
        note: '',
      });
      expect(hardRuleViolations(input, best)).toEqual([]);
      expect(best.solver.objective).toBe(optimum.score);
    },
  );
});
