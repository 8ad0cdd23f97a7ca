// The command line: `npm run -s plan -w planner -- FILE` prints the proposal (exit 0), or a
// message naming what is wrong (exit 2).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// HiGHS runs on the test's thread; a loaded machine can make a run take several seconds.
jest.setTimeout(120_000);

const repoRoot = resolve(__dirname, '../../..');
let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'planner-cli-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Through npm, exactly as documented; `direct` skips npm (the same script, started faster). */
const run = (content: string | null, { direct = false } = {}) => {
  const file = join(scratch, `input-${Math.random().toString(36).slice(2)}.json`);
  if (content !== null) writeFileSync(file, content);
  const [command, args] = direct
    ? [process.execPath, ['--import', 'tsx', 'planner/src/cli.ts', file]]
    : ['npm', ['run', '-s', 'plan', '-w', 'planner', '--', file]];
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

const VALID = {
  sessions: [{ id: 'sat-day', day: '2027-05-15', part: 'day', minutes: 600, maxTables: 10 }],
  games: [
    { id: '1830', minPlayers: 3, maxPlayers: 6, minutes: 240 },
    { id: '1817', minPlayers: 3, maxPlayers: 6, minutes: 360 },
  ],
  clubCopies: ['1830'],
  attendees: [
    {
      id: 'alice',
      sessionIds: ['sat-day'],
      level: 3,
      brings: ['1817'],
      wants: ['1817', '1830'],
      playWith: ['bob'],
      hostAndTeach: true,
      mindNewPlayers: true,
      sameExperience: false,
    },
    { id: 'bob', sessionIds: ['sat-day'], level: 0, wants: ['1817'] },
    { id: 'carol', sessionIds: ['sat-day'], level: 2, wants: ['1817'] },
  ],
  options: { playOnce: true, timeLimitSeconds: 10 },
};

test('prints the proposal as JSON and exits 0', () => {
  const { status, stdout, stderr } = run(JSON.stringify(VALID));
  expect(stderr).toBe('');
  expect(status).toBe(0);
  const proposal = JSON.parse(stdout);
  expect(proposal.tables).toEqual([
    {
      sessionIds: ['sat-day'],
      gameId: '1817',
      copyOwnerId: 'alice',
      playerIds: ['alice', 'bob', 'carol'],
      teacherId: 'alice',
    },
  ]);
  expect(proposal.unseated).toEqual([]);
  expect(proposal.metrics).toEqual({
    seated: 3,
    wantedSeats: 3,
    attendeesWithAWantedGame: 3,
    playWithMet: 1,
    newWithoutTeacher: 0,
  });
  expect(proposal.solver).toMatchObject({ status: 'optimal', gap: 0, method: 'whole' });
  expect(proposal.solver.seconds).toBeGreaterThanOrEqual(0);
});

test('malformed input: a message naming the path, exit 2, nothing on stdout', () => {
  const badShape = structuredClone(VALID);
  (badShape.games[0] as { maxPlayers: unknown }).maxPlayers = 'six';
  const shape = run(JSON.stringify(badShape));
  expect(shape.status).toBe(2);
  expect(shape.stdout).toBe('');
  expect(shape.stderr).toContain('games[0].maxPlayers: Invalid input: expected number');

  // Once the shape is right, the references between its parts.
  const badReference = structuredClone(VALID);
  badReference.attendees[1]!.sessionIds = ['sun-day'];
  badReference.attendees[2]!.wants = ['1861'];
  const reference = run(JSON.stringify(badReference), { direct: true });
  expect(reference.status).toBe(2);
  expect(reference.stdout).toBe('');
  expect(reference.stderr).toContain('attendees[1].sessionIds[0]: unknown session "sun-day"');
  expect(reference.stderr).toContain('attendees[2].wants[0]: unknown game "1861"');
});

test('a file that is not JSON, or no file: exit 2 with a message', () => {
  const notJson = run('{ "sessions": [', { direct: true });
  expect(notJson.status).toBe(2);
  expect(notJson.stderr).toMatch(/is not JSON/);
  const missing = run(null, { direct: true });
  expect(missing.status).toBe(2);
  expect(missing.stderr).toMatch(/Cannot read/);
});
