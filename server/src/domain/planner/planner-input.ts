import { ApiError } from '../../http/api-error';
import type { PlannerInput } from 'planner';
import type { PlanningData } from './planning-data';
import type { StoredTable } from './stored-plan';

export const SESSIONS_CLASH =
  'The planner needs at most one day and one evening session per day; rename or move a session first.';

/**
 * The solver's input for a convention, around the pinned tables: their players are taken out of
 * those sessions and the session has that many tables fewer. Null when there is nothing to seat
 * (nobody attends a session, or nobody brings a catalogue game).
 */
export const plannerInput = (
  data: PlanningData,
  pinned: readonly StoredTable[],
  timeLimitSeconds: number,
): PlannerInput | null => {
  const seen = new Set<string>();
  for (const session of data.sessions) {
    const key = `${session.day} ${session.part}`;
    if (seen.has(key)) throw new ApiError(400, SESSIONS_CLASH);
    seen.add(key);
  }
  const pinnedSeats = new Set(
    pinned.flatMap((table) =>
      table.playerIds.flatMap((p) => table.sessionIds.map((s) => `${p} ${s}`)),
    ),
  );
  const attendees = data.attendees
    .map((attendee) => ({
      id: attendee.id,
      sessionIds: attendee.sessionIds
        .filter((s) => !pinnedSeats.has(`${attendee.id} ${s}`))
        .map(String),
      level: attendee.level,
      brings: attendee.brings,
      wants: attendee.wants,
      playWith: attendee.playWith,
      hostAndTeach: attendee.hostAndTeach,
      mindNewPlayers: attendee.mindNewPlayers,
      sameExperience: attendee.sameExperience,
    }))
    .filter((attendee) => attendee.sessionIds.length > 0);
  const present = new Set(attendees.map((a) => a.id));
  for (const attendee of attendees)
    attendee.playWith = attendee.playWith.filter((p) => present.has(p));
  if (!attendees.some((attendee) => attendee.brings.length > 0)) return null;

  const used = new Set(attendees.flatMap((a) => [...a.brings, ...a.wants]));
  const longest = Math.max(...data.sessions.map((s) => s.minutes));
  const games = data.games
    .filter((game) => used.has(game.id))
    .map((game) => ({
      id: game.id,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      // A long game spans a day and its evening whatever its stated length.
      minutes: game.isLong ? Math.max(game.minutes, longest + 1) : game.minutes,
    }));
  const sessions = data.sessions.map((session) => {
    const seats = attendees.filter((a) => a.sessionIds.includes(String(session.id))).length;
    const pinnedHere = pinned.filter((t) => t.sessionIds.includes(session.id)).length;
    return {
      id: String(session.id),
      day: session.day,
      part: session.part,
      minutes: session.minutes,
      maxTables: Math.max(0, seats - pinnedHere),
    };
  });
  return {
    sessions,
    games,
    clubCopies: [],
    attendees,
    options: { playOnce: true, timeLimitSeconds },
  };
};
