// The ten scenarios of knaveofdiamonds/be-schedule (MIT; tests/test_schedule.py), restated as facts
// in this planner's input and output. Its games: 1817 (3-6 players, 360 min at least), 1830 (3-6,
// 180 min), 1860 (3-4, 240 min); a session lasts 600 minutes unless said; every player attends
// every session unless said; at most 10 tables a session. Its sessions are plain lengths: here each
// is the day part of its own day. Where it derived a game's player range from the session's length,
// the range is stated here directly.
import { hardRuleViolations } from '../check';
import { parseInput, type PlannerInput } from '../input';
import { planFromJson } from '../plan';
import type { Proposal } from '../proposal';

// HiGHS runs on the test's thread; a loaded machine can make a run take several seconds.
jest.setTimeout(120_000);

type Game = PlannerInput['games'][number];
const GAMES: Game[] = [
  { id: '1817', minPlayers: 3, maxPlayers: 6, minutes: 360 },
  { id: '1830', minPlayers: 3, maxPlayers: 6, minutes: 180 },
  { id: '1860', minPlayers: 3, maxPlayers: 4, minutes: 240 },
  // Wanted by Bob in several scenarios; nobody brings it.
  { id: '1849', minPlayers: 3, maxPlayers: 4, minutes: 240 },
];

interface Player {
  name: string;
  owns: string[];
  interests: string[];
  sessions?: number[];
}

const scenario = (
  players: Player[],
  sessions: number[] = [600],
  options: { tableLimit?: number; shared?: string[]; games?: Game[] } = {},
) => {
  const sessionIds = sessions.map((_, i) => `s${i}`);
  return {
    sessions: sessions.map((minutes, i) => ({
      id: `s${i}`,
      day: `2027-05-${String(14 + i).padStart(2, '0')}`,
      part: 'day',
      minutes,
      maxTables: options.tableLimit ?? 10,
    })),
    games: options.games ?? GAMES,
    clubCopies: options.shared ?? [],
    attendees: players.map((p) => ({
      id: p.name,
      sessionIds: p.sessions ? p.sessions.map((i) => `s${i}`) : sessionIds,
      level: 2,
      brings: p.owns,
      wants: p.interests,
    })),
    options: { timeLimitSeconds: 20 },
  };
};

const plan = async (input: ReturnType<typeof scenario>): Promise<Proposal> => {
  const proposal = await planFromJson(input);
  expect(hardRuleViolations(parseInput(input), proposal)).toEqual([]);
  return proposal;
};

/** Per session: game and players of each table, sorted. */
const bySession = (proposal: Proposal, sessions: number) =>
  Array.from({ length: sessions }, (_, i) =>
    proposal.tables
      .filter((t) => t.sessionIds.includes(`s${i}`))
      .map((t) => [t.gameId, [...t.playerIds].sort()] as const)
      .sort((a, b) => a[0].localeCompare(b[0]) || a[1].join().localeCompare(b[1].join())),
  );

const THREE: Player[] = [
  { name: 'Alice', owns: [], interests: ['1817'] },
  { name: 'Bob', owns: ['1817'], interests: ['1817', '1849'] },
  { name: 'Charles', owns: ['1830'], interests: ['1830'] },
];

describe('the be-schedule scenarios', () => {
  test('only brought (or club) copies are played: a wanted title nobody brings never is', async () => {
    // Three sessions, two copies, play once: in one of the sessions nothing is left to play.
    const proposal = await plan(scenario(THREE, [600, 600, 600]));
    expect(new Set(proposal.tables.map((t) => t.gameId))).toEqual(new Set(['1817', '1830']));
    expect(proposal.unseated).toHaveLength(3);
  });

  test('one session, two copies, three players: one table of the game two of them want', async () => {
    const proposal = await plan(scenario(THREE));
    expect(bySession(proposal, 1)).toEqual([[['1817', ['Alice', 'Bob', 'Charles']]]]);
    expect(proposal.tables[0]!.copyOwnerId).toBe('Bob');
    expect(proposal.unseated).toEqual([]);
  });

  test('more players than a game takes: 4 at the wanted game, 3 at another', async () => {
    const proposal = await plan(
      scenario([
        { name: 'Alice', owns: [], interests: ['1817'] },
        { name: 'Bob', owns: ['1817'], interests: ['1817', '1849'] },
        { name: 'Charles', owns: ['1830'], interests: ['1817'] },
        { name: 'Dick', owns: ['1830'], interests: ['1817'] },
        { name: 'Eric', owns: ['1830'], interests: ['1817'] },
        { name: 'Fred', owns: ['1830'], interests: ['1817'] },
        { name: 'Georgie', owns: ['1830'], interests: ['1817'] },
      ]),
    );
    const sizes = Object.fromEntries(proposal.tables.map((t) => [t.gameId, t.playerIds.length]));
    expect(sizes).toEqual({ '1817': 4, '1830': 3 });
  });

  test('players do not play the same game in two sessions', async () => {
    const proposal = await plan(scenario(THREE, [600, 600]));
    const tables = bySession(proposal, 2).flat();
    expect(tables).toHaveLength(2);
    expect(tables).toContainEqual(['1817', ['Alice', 'Bob', 'Charles']]);
    expect(tables).toContainEqual(['1830', ['Alice', 'Bob', 'Charles']]);
  });

  test('the table limit holds: one table for six', async () => {
    const proposal = await plan(
      scenario(
        [
          { name: 'Alice', owns: [], interests: ['1817'] },
          { name: 'Bob', owns: ['1817'], interests: ['1817', '1849'] },
          { name: 'Charles', owns: ['1830'], interests: ['1817'] },
          { name: 'Dick', owns: [], interests: ['1830'] },
          { name: 'Eric', owns: [], interests: ['1830'] },
          { name: 'Fred', owns: [], interests: ['1830'] },
        ],
        [600],
        { tableLimit: 1 },
      ),
    );
    expect(proposal.tables).toHaveLength(1);
    expect(proposal.tables[0]!.playerIds).toHaveLength(6);
  });

  test('not everyone attends every session: each plays only where they are', async () => {
    const proposal = await plan(
      scenario(
        [
          { name: 'Alice', owns: ['1817'], interests: ['1817'], sessions: [0, 1] },
          { name: 'Bob', owns: [], interests: ['1817'], sessions: [0] },
          { name: 'Charles', owns: [], interests: ['1817'], sessions: [1] },
          { name: 'Dick', owns: [], interests: ['1817'], sessions: [1] },
          { name: 'Eric', owns: ['1830'], interests: [], sessions: [0] },
          { name: 'Fred', owns: [], interests: [], sessions: [0] },
        ],
        [600, 600],
      ),
    );
    expect(bySession(proposal, 2)).toEqual([
      [['1830', ['Alice', 'Bob', 'Eric', 'Fred']]],
      [['1817', ['Alice', 'Charles', 'Dick']]],
    ]);
  });

  test('a short session leaves out the games longer than it', async () => {
    const players: Player[] = [
      { name: 'Alice', owns: ['1817'], interests: ['1817'] },
      { name: 'Bob', owns: ['1860'], interests: ['1817'] },
      { name: 'Charles', owns: [], interests: ['1817'] },
      { name: 'Dick', owns: [], interests: ['1817'] },
    ];
    const proposal = await plan(scenario(players, [300]));
    expect(bySession(proposal, 1)).toEqual([[['1860', ['Alice', 'Bob', 'Charles', 'Dick']]]]);
  });

  test('a short session with fewer seats at a game: the group splits over two games', async () => {
    // In 240 minutes 1830 takes at most 4 (its playing time grows with the players).
    const games = GAMES.map((g) => (g.id === '1830' ? { ...g, maxPlayers: 4 } : g));
    const proposal = await plan(
      scenario(
        [
          { name: 'Alice', owns: ['1817'], interests: ['1817'] },
          { name: 'Bob', owns: ['1860'], interests: ['1817'] },
          { name: 'Charles', owns: ['1830'], interests: ['1817', '1830'] },
          { name: 'Dick', owns: [], interests: ['1817', '1830'] },
          { name: 'Eric', owns: [], interests: ['1817', '1830'] },
          { name: 'Fred', owns: [], interests: ['1817', '1830'] },
        ],
        [240],
        { games },
      ),
    );
    expect(new Set(proposal.tables.map((t) => t.gameId))).toEqual(new Set(['1830', '1860']));
    expect(proposal.unseated).toEqual([]);
  });

  test('several copies of one game make several tables of it', async () => {
    const proposal = await plan(
      scenario([
        { name: 'Alice', owns: ['1830'], interests: ['1830'] },
        { name: 'Bob', owns: ['1830'], interests: ['1830'] },
        { name: 'Charles', owns: ['1830'], interests: [] },
        { name: 'Dick', owns: [], interests: [] },
        { name: 'Eric', owns: [], interests: [] },
        { name: 'Fred', owns: [], interests: [] },
        { name: 'Georgie', owns: [], interests: [] },
      ]),
    );
    expect(proposal.tables.map((t) => t.gameId)).toEqual(['1830', '1830']);
    expect(new Set(proposal.tables.map((t) => t.copyOwnerId)).size).toBe(2);
    expect(proposal.unseated).toEqual([]);
  });

  test("a brought copy is played only in its owner's sessions", async () => {
    const wantsIt = (name: string): Player => ({ name, owns: [], interests: ['1860'] });
    const proposal = await plan(
      scenario(
        [
          { name: 'Alice', owns: ['1860'], interests: ['1860'], sessions: [0] },
          ...['Bob', 'Charles', 'Dick', 'Eric', 'Fred', 'Georgie'].map(wantsIt),
        ],
        [600, 600],
        { shared: ['1830', '1817'] },
      ),
    );
    const games = bySession(proposal, 2).map((tables) => tables.map(([game]) => game));
    expect(games[0]).toContain('1860');
    expect(games[1]).not.toContain('1860');
    expect(proposal.unseated).toEqual([]);
  });
});
