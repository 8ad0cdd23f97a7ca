// Seeded conventions for tests and the bench: wishes drawn the way a real convention's look
// (a few popular titles, most attendees all weekend, some pairs, a few New players).
import { DEFAULT_MIN_TABLE_SIZE, type PlannerInput } from '../input';
import { seededRandom } from '../seeded-random';

export interface ConventionShape {
  attendees: number;
  /** Days, each with a day and an evening session. */
  days: number;
  titles: number;
  /** Brought copies in all (spread over the attendees), plus club copies. */
  broughtCopies: number;
  clubCopies: number;
  maxTables: number;
  timeLimitSeconds?: number;
}

export const generateConvention = (seed: number, shape: ConventionShape): PlannerInput => {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  // Popularity falls off with rank, as on a real wish list.
  const weights = Array.from({ length: shape.titles }, (_, i) => 1 / (i + 1) ** 0.8);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const drawTitle = () => {
    let r = random() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r <= 0) return i;
    }
    return weights.length - 1;
  };

  const sessions: PlannerInput['sessions'] = [];
  for (let d = 0; d < shape.days; d++) {
    const day = `2027-05-${String(14 + d).padStart(2, '0')}`;
    sessions.push({ id: `d${d}-day`, day, part: 'day', minutes: 600, maxTables: shape.maxTables });
    sessions.push({
      id: `d${d}-eve`,
      day,
      part: 'evening',
      minutes: 240,
      maxTables: shape.maxTables,
    });
  }
  const games: PlannerInput['games'] = Array.from({ length: shape.titles }, (_, i) => {
    const minPlayers = int(2, 3);
    const roll = random();
    // Mostly 3-5 hour games, some short ones, a few that need a whole day and its evening.
    const minutes = roll < 0.2 ? 120 : roll < 0.9 ? 60 * int(3, 5) : 60 * int(11, 13);
    return { id: `g${i + 1}`, minPlayers, maxPlayers: minPlayers + int(2, 4), minutes };
  });

  const attendees: PlannerInput['attendees'] = Array.from({ length: shape.attendees }, (_, i) => {
    const whole = random() < 0.7;
    const sessionIds = whole
      ? sessions.map((s) => s.id)
      : sessions.filter(() => random() < 0.6).map((s) => s.id);
    if (sessionIds.length === 0) sessionIds.push(sessions[int(0, sessions.length - 1)]!.id);
    const wants = new Set<string>();
    const wantCount = int(1, 6);
    while (wants.size < Math.min(wantCount, shape.titles)) wants.add(games[drawTitle()]!.id);
    const levelRoll = random();
    const level = levelRoll < 0.12 ? 0 : levelRoll < 0.35 ? 1 : levelRoll < 0.7 ? 2 : 3;
    return {
      id: `p${String(i + 1).padStart(3, '0')}`,
      sessionIds,
      level,
      brings: [],
      wants: [...wants],
      playWith: [],
      plays: [],
      hostAndTeach: level >= 2 && random() < 0.4,
      mindNewPlayers: random() < 0.85,
      sameExperience: random() < 0.15,
    };
  });
  for (let c = 0; c < shape.broughtCopies; c++) {
    const owner = attendees[int(0, attendees.length - 1)]!;
    const game = games[drawTitle()]!.id;
    if (!owner.brings.includes(game)) owner.brings.push(game);
  }
  for (const attendee of attendees) {
    if (random() < 0.25) {
      const other = attendees[int(0, attendees.length - 1)]!;
      if (other !== attendee && !attendee.playWith.includes(other.id))
        attendee.playWith.push(other.id);
    }
  }
  const clubCopies = Array.from({ length: shape.clubCopies }, () => games[drawTitle()]!.id);
  return {
    sessions,
    games,
    clubCopies,
    attendees,
    options: {
      playOnce: true,
      timeLimitSeconds: shape.timeLimitSeconds ?? 10,
      minTableSize: DEFAULT_MIN_TABLE_SIZE,
      seed: 0,
    },
    fixedSeats: [],
    bannedGames: [],
    bannedSeats: [],
  };
};
