// Small seeded conventions, drawn so that every plan of them can be tried (see ../exhaustive.ts): one
// or two days, up to five attendees, a few games of which some span a day and its evening.
import { parseInput, type PlannerInput } from '../input';
import { seededRandom } from '../seeded-random';

/** A small convention: one or two days, up to five attendees, a few copies. */
export const smallConvention = (seed: number): PlannerInput => {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pickSome = <T>(list: T[], chance: number) => list.filter(() => random() < chance);
  const twoDays = random() < 0.3;
  const sessions = twoDays
    ? [
        { id: 's1', day: '2027-05-15', part: 'day' as const, minutes: 300, maxTables: int(1, 2) },
        { id: 's2', day: '2027-05-16', part: 'day' as const, minutes: 300, maxTables: int(1, 2) },
      ]
    : [
        { id: 's1', day: '2027-05-15', part: 'day' as const, minutes: 300, maxTables: int(1, 2) },
        ...(random() < 0.7
          ? [
              {
                id: 's2',
                day: '2027-05-15',
                part: 'evening' as const,
                minutes: 200,
                maxTables: int(1, 2),
              },
            ]
          : []),
      ];
  const games = Array.from({ length: int(1, 3) }, (_, i) => {
    const minPlayers = int(2, 3);
    // Some fit only the day, some neither session alone (played across the day and evening).
    const minutes = [120, 240, 420][int(0, 2)]!;
    return { id: `g${i}`, minPlayers, maxPlayers: minPlayers + int(0, 2), minutes };
  });
  const gameIds = games.map((g) => g.id);
  const ids = Array.from({ length: int(2, 5) }, (_, i) => `a${i}`);
  const attendees = ids.map((id) => {
    const level = int(0, 3);
    return {
      id,
      sessionIds:
        random() < 0.7
          ? sessions.map((s) => s.id)
          : pickSome(
              sessions.map((s) => s.id),
              0.6,
            ),
      level,
      brings: pickSome(gameIds, 0.2),
      wants: pickSome(gameIds, 0.5),
      playWith: pickSome(
        ids.filter((other) => other !== id),
        0.2,
      ),
      hostAndTeach: random() < 0.4,
      mindNewPlayers: random() < 0.7,
      sameExperience: random() < 0.3,
    };
  });
  return parseInput({
    sessions,
    games,
    clubCopies: pickSome(gameIds, 0.4),
    attendees,
    options: { playOnce: random() < 0.85, timeLimitSeconds: 30 },
  });
};
