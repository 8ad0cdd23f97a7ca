import { DomainError } from '../../shared/domain-error';
import type { PlannerInput } from 'planner';
import type { PlanningData } from './planning-data';
import type { StoredPlan } from './stored-plan';

export const SESSIONS_CLASH =
  'The planner needs at most one day and one evening session per day; rename or move a session first.';

/**
 * The solver's input for a convention, around the pinned tables: their players are taken out of
 * those sessions and the session has that many tables fewer. Pinned seats at other tables are
 * fixed seats (that game, that copy), bans are the solver's bans. Null when there is nothing to
 * seat (nobody attends a session, or nobody brings a catalogue game).
 */
export const plannerInput = (
  data: PlanningData,
  draft: StoredPlan,
  options: Pick<PlannerInput['options'], 'timeLimitSeconds' | 'minTableSize' | 'seed'>,
): PlannerInput | null => {
  const pinned = draft.tables.filter((t) => t.pinned);
  const seen = new Set<string>();
  for (const session of data.sessions) {
    const key = `${session.day} ${session.part}`;
    if (seen.has(key)) throw new DomainError('invalid', SESSIONS_CLASH);
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
      // What they play at a pinned table counts as played: the solver does not seat it twice.
      plays: pinned.filter((t) => t.playerIds.includes(attendee.id)).map((t) => t.gameId),
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
  for (const attendee of attendees) attendee.plays = attendee.plays.filter((g) => used.has(g));
  const longest = Math.max(...data.sessions.map((s) => s.minutes));
  const games = data.games
    .filter((game) => used.has(game.id))
    .map((game) => ({
      id: game.id,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      // A long game spans a day and its evening whatever its stated length.
      minutes: game.isLong ? Math.max(game.minutes, longest + 1) : game.minutes,
      ...(game.minutesAtMaxPlayers === null
        ? {}
        : {
            minutesAtMaxPlayers: game.isLong
              ? Math.max(game.minutesAtMaxPlayers, longest + 1)
              : game.minutesAtMaxPlayers,
          }),
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
  const attending = (attendeeId: string, sessionId: number) =>
    attendees.some((a) => a.id === attendeeId && a.sessionIds.includes(String(sessionId)));
  // A player who left (or sits at a pinned table then) has no seat to keep.
  const fixedSeats = draft.tables
    .filter((t) => !t.pinned)
    .flatMap((table) =>
      table.pinnedPlayerIds.flatMap((attendeeId) =>
        table.sessionIds
          .filter((s) => attending(attendeeId, s))
          .map((s) => ({
            attendeeId,
            sessionId: String(s),
            gameId: table.gameId,
            copyOwnerId: table.copyOwnerId,
          })),
      ),
    );
  // A ban of a game nobody brings or wants, or of someone not planned then, has nothing to stop.
  const planned = new Set(games.map((g) => g.id));
  const bans = draft.bans
    .filter((ban) => planned.has(ban.gameId))
    .flatMap((ban) =>
      ban.sessionIds
        .filter((s) => data.sessions.some((session) => session.id === s))
        .map((s) => ({ ...ban, sessionId: String(s) })),
    );
  return {
    sessions,
    games,
    clubCopies: [],
    attendees,
    options: { playOnce: true, ...options },
    fixedSeats,
    bannedGames: bans
      .filter((ban) => ban.attendeeId === null)
      .map(({ sessionId, gameId }) => ({ sessionId, gameId })),
    bannedSeats: bans.flatMap(({ attendeeId, sessionId, gameId }) =>
      attendeeId !== null && attending(attendeeId, Number(sessionId))
        ? [{ attendeeId, sessionId, gameId }]
        : [],
    ),
  };
};
