// Inputs at the edges: nothing to plan, nobody to seat, no copy that fits, a lone leftover.
import { hardRuleViolations } from '../check';
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
const game = { id: 'g', minPlayers: 3, maxPlayers: 4, minutes: 240 };
const person = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  sessionIds: ['s'],
  level: 2,
  ...extra,
});

test('no sessions, no games, no attendees: an empty proposal', async () => {
  const proposal = await planFromJson({ sessions: [], games: [], attendees: [] });
  expect(proposal.tables).toEqual([]);
  expect(proposal.unseated).toEqual([]);
  expect(proposal.metrics.seated).toBe(0);
});

test('no copy fits the session: everyone is reported unseated, not an error', async () => {
  const proposal = await planFromJson({
    sessions: [session('s', { minutes: 120 })],
    games: [game],
    clubCopies: ['g'],
    attendees: [person('a'), person('b'), person('c')],
  });
  expect(proposal.tables).toEqual([]);
  expect(proposal.unseated.map((u) => u.attendeeId)).toEqual(['a', 'b', 'c']);
});

test('a lone leftover is unseated; the rest play', async () => {
  const raw = {
    sessions: [session('s', { maxTables: 1 })],
    games: [game],
    clubCopies: ['g'],
    attendees: ['a', 'b', 'c', 'd', 'e'].map((id) =>
      person(id, { wants: id === 'e' ? [] : ['g'] }),
    ),
  };
  const input = parseInput(raw);
  const proposal = await planConvention(input);
  expect(hardRuleViolations(input, proposal)).toEqual([]);
  expect(proposal.tables).toHaveLength(1);
  expect(proposal.tables[0]!.playerIds).toEqual(['a', 'b', 'c', 'd']);
  expect(proposal.unseated).toEqual([{ sessionId: 's', attendeeId: 'e' }]);
  expect(proposal.solver.status).toBe('optimal');
});

test('a long game is one table across the day and the evening, with the same players', async () => {
  const raw = {
    sessions: [
      session('sat-day'),
      session('sat-eve', { part: 'evening', minutes: 240 }),
      session('sun-day', { day: '2027-05-16' }),
    ],
    games: [{ id: 'long', minPlayers: 3, maxPlayers: 4, minutes: 780 }],
    attendees: ['a', 'b', 'c'].map((id) =>
      person(id, {
        sessionIds: ['sat-day', 'sat-eve', 'sun-day'],
        wants: ['long'],
        brings: id === 'a' ? ['long'] : [],
      }),
    ),
  };
  const input = parseInput(raw);
  const proposal = await planConvention(input);
  expect(hardRuleViolations(input, proposal)).toEqual([]);
  expect(proposal.tables).toEqual([
    {
      sessionIds: ['sat-day', 'sat-eve'],
      gameId: 'long',
      copyOwnerId: 'a',
      playerIds: ['a', 'b', 'c'],
      teacherId: null,
    },
  ]);
  // Sunday has no second copy and the game is too long for one session anyway.
  expect(proposal.unseated.map((u) => u.sessionId)).toEqual(['sun-day', 'sun-day', 'sun-day']);
  expect(proposal.metrics.seated).toBe(6);
});

test('a New player sits with a teacher when one can be there', async () => {
  const raw = {
    sessions: [session('s')],
    games: [game],
    clubCopies: ['g', 'g'],
    attendees: [
      person('new1', { level: 0 }),
      person('new2', { level: 0 }),
      person('mid1', { level: 1 }),
      person('mid2', { level: 1 }),
      person('teacher', { level: 3, hostAndTeach: true }),
      person('expert', { level: 3 }),
    ],
  };
  const input = parseInput(raw);
  const proposal = await planConvention(input);
  expect(hardRuleViolations(input, proposal)).toEqual([]);
  // Two tables of three; both New players with the teacher.
  const withNew = proposal.tables.filter((t) => t.playerIds.some((p) => p.startsWith('new')));
  expect(withNew).toHaveLength(1);
  expect(withNew[0]!.playerIds).toEqual(expect.arrayContaining(['new1', 'new2', 'teacher']));
  expect(withNew[0]!.teacherId).toBe('teacher');
  expect(proposal.metrics.newWithoutTeacher).toBe(0);
});

test('someone who minds New players and someone who wants their own level are kept apart from them', async () => {
  const raw = {
    sessions: [session('s')],
    games: [game],
    clubCopies: ['g', 'g'],
    attendees: [
      person('new1', { level: 0 }),
      person('new2', { level: 0 }),
      person('new3', { level: 0 }),
      person('picky', { level: 3, mindNewPlayers: false }),
      person('peer', { level: 3, sameExperience: true }),
      person('calm', { level: 2 }),
    ],
  };
  const input = parseInput(raw);
  const proposal = await planConvention(input);
  expect(hardRuleViolations(input, proposal)).toEqual([]);
  const tableOf = (id: string) => proposal.tables.find((t) => t.playerIds.includes(id))!;
  expect(tableOf('picky').playerIds.sort()).toEqual(['calm', 'peer', 'picky']);
  expect(tableOf('new1').playerIds.sort()).toEqual(['new1', 'new2', 'new3']);
});

test('asked to play together: the pair shares a table', async () => {
  const raw = {
    sessions: [session('s')],
    games: [game],
    clubCopies: ['g', 'g'],
    attendees: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
      person(id, { playWith: id === 'a' ? ['f'] : [] }),
    ),
  };
  const proposal = await planFromJson(raw);
  const tableOfA = proposal.tables.find((t) => t.playerIds.includes('a'))!;
  expect(tableOfA.playerIds).toContain('f');
  expect(proposal.metrics.playWithMet).toBe(1);
});

test('a title brought twice by one attendee is two copies: two tables of it at once', async () => {
  const raw = {
    sessions: [session('s')],
    games: [game],
    attendees: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
      person(id, { wants: ['g'], brings: id === 'a' ? ['g', 'g'] : [] }),
    ),
  };
  const input = parseInput(raw);
  const proposal = await planConvention(input);
  expect(hardRuleViolations(input, proposal)).toEqual([]);
  expect(proposal.tables).toHaveLength(2);
  expect(proposal.tables.every((table) => table.copyOwnerId === 'a')).toBe(true);
  expect(proposal.unseated).toEqual([]);

  const oneCopy = parseInput({
    ...raw,
    attendees: raw.attendees.map((a) => ({ ...a, brings: a.id === 'a' ? ['g'] : [] })),
  });
  expect(hardRuleViolations(oneCopy, proposal)).toEqual([
    "table 1 (g): more tables than a's copies in s",
  ]);
});
