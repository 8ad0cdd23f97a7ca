// Fixed seats and bans: hard rules the organisers set on a re-run, kept even when the plan is
// worth less for them; input that contradicts itself is refused naming the path.
import { hardRuleViolations } from '../check';
import type { InputError } from '../input';
import { parseInput } from '../input';
import { planConvention, planFromJson } from '../plan';

jest.setTimeout(60_000);

const session = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  day: '2027-05-15',
  part: 'day',
  minutes: 600,
  maxTables: 4,
  ...extra,
});
const games = [
  { id: 'g', minPlayers: 3, maxPlayers: 4, minutes: 240 },
  { id: 'h', minPlayers: 3, maxPlayers: 3, minutes: 240 },
];
const person = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  sessionIds: ['s'],
  level: 2,
  ...extra,
});

/** b, c and d want h (three seats); a wants nothing: seating a means all four play g instead. */
const crowded = {
  sessions: [session('s')],
  games,
  clubCopies: ['g', 'h'],
  attendees: [
    person('a'),
    person('b', { wants: ['h'] }),
    person('c', { wants: ['h'] }),
    person('d', { wants: ['h'] }),
  ],
};

const problemsOf = (raw: unknown): string[] => {
  try {
    parseInput(raw);
    return [];
  } catch (error) {
    return (error as InputError).problems;
  }
};

test('without a fixed seat the plan leaves a out; with one, a plays g, at a cost', async () => {
  const free = await planFromJson(crowded);
  expect(free.tables.map((t) => [t.gameId, t.playerIds])).toEqual([['h', ['b', 'c', 'd']]]);

  const input = parseInput({
    ...crowded,
    fixedSeats: [{ attendeeId: 'a', sessionId: 's', gameId: 'g', copyOwnerId: null }],
  });
  for (const options of [{ greedyOnly: true }, {}]) {
    const proposal = await planConvention(input, options);
    expect(hardRuleViolations(input, proposal)).toEqual([]);
    const table = proposal.tables.find((t) => t.playerIds.includes('a'));
    expect(table?.gameId).toBe('g');
    expect(table?.playerIds).toEqual(['a', 'b', 'c', 'd']);
    expect(proposal.solver.objective).toBeLessThan(free.solver.objective);
  }
  // Proven best among the plans that keep the seat.
  expect((await planConvention(input)).solver.status).toBe('optimal');
});

test('a banned game is not proposed in that session, and a banned seat keeps its player away', async () => {
  const raw = {
    sessions: [session('s'), session('t', { day: '2027-05-16' })],
    games,
    clubCopies: ['g', 'h'],
    attendees: ['a', 'b', 'c'].map((id) => person(id, { sessionIds: ['s', 't'], wants: ['g'] })),
    options: { playOnce: false, timeLimitSeconds: 10 },
  };
  const input = parseInput({
    ...raw,
    bannedGames: [{ sessionId: 's', gameId: 'g' }],
    bannedSeats: [{ attendeeId: 'a', sessionId: 't', gameId: 'g' }],
  });
  const proposal = await planConvention(input);
  expect(hardRuleViolations(input, proposal)).toEqual([]);
  expect(proposal.tables.map((t) => [t.sessionIds, t.gameId, t.playerIds])).toEqual([
    [['s'], 'h', ['a', 'b', 'c']],
    // With a banned from g on Sunday, the three play h together again rather than two play g.
    [['t'], 'h', ['a', 'b', 'c']],
  ]);
});

test('the check names a fixed seat not kept, a banned game played and a banned seat taken', () => {
  const input = parseInput({
    ...crowded,
    fixedSeats: [{ attendeeId: 'a', sessionId: 's', gameId: 'g' }],
    bannedGames: [{ sessionId: 's', gameId: 'h' }],
    bannedSeats: [{ attendeeId: 'b', sessionId: 's', gameId: 'h' }],
  });
  const proposal = {
    tables: [
      {
        sessionIds: ['s'],
        gameId: 'h',
        copyOwnerId: null,
        playerIds: ['b', 'c', 'd'],
        teacherId: null,
      },
    ],
    unseated: [{ sessionId: 's', attendeeId: 'a' }],
    metrics: {
      seated: 3,
      wantedSeats: 3,
      attendeesWithAWantedGame: 3,
      playWithMet: 0,
      newWithoutTeacher: 0,
    },
    solver: {
      status: 'feasible' as const,
      gap: null,
      seconds: 0,
      method: 'greedy' as const,
      objective: 0,
      note: '',
    },
  };
  expect(hardRuleViolations(input, proposal)).toEqual([
    'fixed seat: a is not at g (copy any) in s',
    'banned game: h is played in s',
    'banned seat: b plays h in s',
  ]);
});

test('fixed seats and bans that contradict the input are refused, naming the path', () => {
  expect(
    problemsOf({
      ...crowded,
      fixedSeats: [
        { attendeeId: 'a', sessionId: 'sun', gameId: 'g' },
        { attendeeId: 'b', sessionId: 's', gameId: 'g', copyOwnerId: 'c' },
        { attendeeId: 'c', sessionId: 's', gameId: 'g' },
        { attendeeId: 'c', sessionId: 's', gameId: 'h' },
        { attendeeId: 'd', sessionId: 's', gameId: 'h' },
      ],
      bannedGames: [{ sessionId: 's', gameId: '1861' }],
      bannedSeats: [{ attendeeId: 'd', sessionId: 's', gameId: 'h' }],
    }),
  ).toEqual([
    'bannedGames[0].gameId: unknown game "1861"',
    'fixedSeats[0].sessionId: unknown session "sun"',
    'fixedSeats[0].sessionId: a does not attend "sun"',
    'fixedSeats[1].copyOwnerId: "c" brings no copy of "g"',
    'fixedSeats[3].gameId: c has another fixed seat in "s"',
    'fixedSeats[4].gameId: d is banned from "h" in "s"',
  ]);
});

test('a fixed seat that cannot be kept is an input error, not a broken plan', async () => {
  // h seats three, and only two can be there.
  const raw = {
    sessions: [session('s')],
    games,
    clubCopies: ['h'],
    attendees: [person('a'), person('b')],
    fixedSeats: [{ attendeeId: 'a', sessionId: 's', gameId: 'h' }],
  };
  await expect(planFromJson(raw)).rejects.toThrow(
    'fixedSeats: a at "h" in "s": too few others can join its table',
  );
  const full = {
    ...raw,
    sessions: [session('s', { maxTables: 0 })],
  };
  await expect(planFromJson(full)).rejects.toThrow(/no table of it can be set up then/);
});
