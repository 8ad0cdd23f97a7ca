// Random conventions: every hard rule holds, the same input gives the same output, and on small
// ones the plan's value equals the best found by trying every seating.
import fc from 'fast-check';
import { generateConvention, seededRandom, smallConvention } from 'planner/testing';
import { hardRuleViolations } from '../check';
import { exhaustiveOptimum } from '../exhaustive';
import { parseInput, type PlannerInput } from '../input';
import { greedyPlan } from '../greedy';
import { improveLocally } from '../local-search';
import { planConvention, toProposal } from '../plan';
import { buildProblem } from '../problem';
import type { Proposal } from '../proposal';
import { evaluate } from '../score';

// HiGHS runs on the test's thread; a loaded machine can make a run take several seconds.
jest.setTimeout(120_000);

/**
 * The input with some seats of a valid proposal fixed, and bans that the proposal keeps (games
 * not played in a session, players not at a game): so a plan that keeps them all exists.
 */
const withPinsAndBans = (input: PlannerInput, proposal: Proposal, seed: number): PlannerInput => {
  const random = seededRandom(seed);
  const fixedSeats = proposal.tables.flatMap((table) =>
    table.playerIds
      .filter(() => random() < 0.4)
      .flatMap((attendeeId) =>
        table.sessionIds.map((sessionId) => ({
          attendeeId,
          sessionId,
          gameId: table.gameId,
          ...(random() < 0.7 ? { copyOwnerId: table.copyOwnerId } : {}),
        })),
      ),
  );
  const played = (sessionId: string, gameId: string, attendeeId?: string) =>
    proposal.tables.some(
      (t) =>
        t.gameId === gameId &&
        t.sessionIds.includes(sessionId) &&
        (attendeeId === undefined || t.playerIds.includes(attendeeId)),
    );
  const pairs = input.sessions.flatMap((session) =>
    input.games.map((game) => ({ sessionId: session.id, gameId: game.id })),
  );
  const bannedGames = pairs.filter((p) => !played(p.sessionId, p.gameId) && random() < 0.3);
  const bannedSeats = input.attendees.flatMap((attendee) =>
    pairs
      .filter((p) => !played(p.sessionId, p.gameId, attendee.id) && random() < 0.2)
      .map((p) => ({ attendeeId: attendee.id, ...p })),
  );
  return parseInput({ ...input, fixedSeats, bannedGames, bannedSeats });
};

const REPORT = {
  status: 'feasible',
  gap: null,
  seconds: 0,
  method: 'greedy',
  note: '',
} as const;

const withoutClock = (proposal: Awaited<ReturnType<typeof planConvention>>) => ({
  ...proposal,
  solver: { ...proposal.solver, seconds: 0 },
});

describe('the planner on random small conventions', () => {
  test('keeps every hard rule, greedy or solved, and gives the same output twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const input = smallConvention(seed);
        const greedy = await planConvention(input, { greedyOnly: true });
        expect(hardRuleViolations(input, greedy)).toEqual([]);
        const first = await planConvention(input);
        expect(hardRuleViolations(input, first)).toEqual([]);
        expect(first.solver.objective).toBeGreaterThanOrEqual(greedy.solver.objective);
        const second = await planConvention(input);
        expect(withoutClock(second)).toEqual(withoutClock(first));
      }),
      { numRuns: 40, seed: 20270515 },
    );
  });

  test('reaches the best value that trying every seating finds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const input = smallConvention(seed);
        const proposal = await planConvention(input);
        expect(proposal.solver.status).toBe('optimal');
        expect(proposal.solver.objective).toBe(exhaustiveOptimum(input).score);
      }),
      { numRuns: 40, seed: 4242 },
    );
  });
});

describe('fixed seats and bans on random small conventions', () => {
  test('are kept by the greedy plan and the solved one, which reaches the best value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const plain = smallConvention(seed);
        const input = withPinsAndBans(plain, await planConvention(plain), seed);
        const greedy = await planConvention(input, { greedyOnly: true });
        expect(hardRuleViolations(input, greedy)).toEqual([]);
        const solved = await planConvention(input);
        expect(hardRuleViolations(input, solved)).toEqual([]);
        expect(solved.solver.status).toBe('optimal');
        expect(solved.solver.objective).toBe(exhaustiveOptimum(input).score);
      }),
      { numRuns: 40, seed: 515 },
    );
  });

  test('are kept by the small changes on larger conventions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const random = seededRandom(seed);
        const plain = generateConvention(seed, {
          attendees: 5 + Math.floor(random() * 30),
          days: 1 + Math.floor(random() * 2),
          titles: 2 + Math.floor(random() * 8),
          broughtCopies: Math.floor(random() * 15),
          clubCopies: Math.floor(random() * 4),
          maxTables: 1 + Math.floor(random() * 6),
        });
        const plainProblem = buildProblem(plain);
        const first = toProposal(plainProblem, greedyPlan(plainProblem), REPORT);
        const input = withPinsAndBans(plain, first, seed);
        const problem = buildProblem(input);
        const greedy = greedyPlan(problem);
        const improved = improveLocally(problem, greedy, Infinity);
        expect(hardRuleViolations(input, toProposal(problem, greedy, REPORT))).toEqual([]);
        expect(hardRuleViolations(input, toProposal(problem, improved, REPORT))).toEqual([]);
      }),
      { numRuns: 60, seed: 1830 },
    );
  });
});

describe('the small changes after the greedy plan', () => {
  test('keep every hard rule and never lower the plan value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        // Shapes vary with the seed: crowded or roomy sessions, few or many copies, long games.
        const random = seededRandom(seed);
        const input = generateConvention(seed, {
          attendees: 5 + Math.floor(random() * 40),
          days: 1 + Math.floor(random() * 3),
          titles: 2 + Math.floor(random() * 12),
          broughtCopies: Math.floor(random() * 25),
          clubCopies: Math.floor(random() * 4),
          maxTables: 1 + Math.floor(random() * 8),
        });
        if (random() < 0.3) input.options.playOnce = false;
        const problem = buildProblem(input);
        const greedy = greedyPlan(problem);
        const improved = improveLocally(problem, greedy, Infinity);
        const report = {
          status: 'feasible',
          gap: null,
          seconds: 0,
          method: 'greedy',
          note: '',
        } as const;
        expect(hardRuleViolations(input, toProposal(problem, improved, report))).toEqual([]);
        expect(evaluate(problem, improved).score).toBeGreaterThanOrEqual(
          evaluate(problem, greedy).score,
        );
      }),
      { numRuns: 100, seed: 99 },
    );
  });
});

describe('the planner on a weekend drawn like a real convention', () => {
  test('seats everyone and keeps every hard rule', async () => {
    const input = generateConvention(7, {
      attendees: 30,
      days: 2,
      titles: 15,
      broughtCopies: 25,
      clubCopies: 3,
      maxTables: 8,
      timeLimitSeconds: 3,
    });
    const proposal = await planConvention(input);
    expect(hardRuleViolations(input, proposal)).toEqual([]);
    expect(proposal.unseated).toEqual([]);
    expect(proposal.metrics.seated).toBe(
      input.attendees.reduce((sum, a) => sum + a.sessionIds.length, 0),
    );
  });
});

test('toProposal names the copy owner, the teacher of a New player, and everyone unseated', () => {
  const input = parseInput({
    sessions: [{ id: 's', day: '2027-05-15', part: 'day', minutes: 600, maxTables: 2 }],
    games: [{ id: 'g', minPlayers: 2, maxPlayers: 3, minutes: 200 }],
    attendees: [
      { id: 'teacher', sessionIds: ['s'], level: 3, brings: ['g'], hostAndTeach: true },
      { id: 'new', sessionIds: ['s'], level: 0, wants: ['g'] },
      { id: 'late', sessionIds: ['s'], level: 1 },
    ],
  });
  const problem = buildProblem(input);
  const proposal = toProposal(problem, [{ slot: 0, players: [1, 0] }], {
    status: 'feasible',
    gap: null,
    seconds: 0,
    method: 'greedy',
    note: '',
  });
  expect(proposal.tables).toEqual([
    {
      sessionIds: ['s'],
      gameId: 'g',
      copyOwnerId: 'teacher',
      playerIds: ['teacher', 'new'],
      teacherId: 'teacher',
    },
  ]);
  expect(proposal.unseated).toEqual([{ sessionId: 's', attendeeId: 'late' }]);
  expect(proposal.metrics).toEqual({
    seated: 2,
    wantedSeats: 1,
    attendeesWithAWantedGame: 1,
    playWithMet: 0,
    newWithoutTeacher: 0,
  });
});
