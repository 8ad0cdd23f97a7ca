import { gameFactsText, type PlanTable, type TablePlan } from 'shared-api/contract';
import type { PlanningData } from './planning-data';
import type { StoredPlan, StoredTable } from './stored-plan';

/** A teacher hosts and teaches and is at least Intermediate (the planner's rule). */
const TEACHER_LEVEL = 2;

/** The teacher of a table with a New player: the one named if still there, else the first who can. */
export const teacherOf = (
  data: PlanningData,
  table: Pick<StoredTable, 'playerIds' | 'teacherId'>,
): string | null => {
  const players = table.playerIds
    .map((id) => data.attendees.find((a) => a.id === id))
    .filter((a) => a !== undefined);
  if (!players.some((p) => p.level === 0)) return null;
  const can = players.filter((p) => p.hostAndTeach && p.level >= TEACHER_LEVEL);
  return (can.find((p) => p.id === table.teacherId) ?? can[0])?.id ?? null;
};

/**
 * Players who left the convention, or wait for a place, are dropped from a table when it is read
 * and when it is published.
 */
export const present = (data: PlanningData, table: StoredTable): StoredTable => {
  const here = (id: string) => data.attendees.some((a) => a.id === id);
  return {
    ...table,
    playerIds: table.playerIds.filter(here),
    pinnedPlayerIds: table.pinnedPlayerIds.filter(here),
  };
};

const warningsOf = (
  data: PlanningData,
  table: StoredTable,
  tables: readonly StoredTable[],
): string[] => {
  const warnings: string[] = [];
  const game = data.games.find((g) => g.id === table.gameId);
  const name = (id: string) => data.attendees.find((a) => a.id === id)?.name ?? 'Someone';
  const count = table.playerIds.length;
  if (!game) warnings.push('The game is no longer in the catalogue.');
  else if (count < game.minPlayers)
    warnings.push(`Too few players: ${count} of at least ${game.minPlayers}.`);
  else if (count > game.maxPlayers)
    warnings.push(`Too many players: ${count} of at most ${game.maxPlayers}.`);
  for (const id of table.playerIds) {
    const attendee = data.attendees.find((a) => a.id === id);
    if (!attendee) continue;
    if (table.sessionIds.some((s) => !attendee.sessionIds.includes(s)))
      warnings.push(`${attendee.name} does not attend this session.`);
    const elsewhere = tables.filter((t) => t.id !== table.id && t.playerIds.includes(id));
    if (elsewhere.some((t) => t.sessionIds.some((s) => table.sessionIds.includes(s))))
      warnings.push(`${attendee.name} also sits at another table in this session.`);
    if (elsewhere.some((t) => t.gameId === table.gameId))
      warnings.push(`${attendee.name} plays this game twice.`);
  }
  if (table.copyOwnerId) {
    const owner = data.attendees.find((a) => a.id === table.copyOwnerId);
    if (!owner) warnings.push(COPY_OWNER_LEFT);
    else if (table.sessionIds.some((s) => !owner.sessionIds.includes(s)))
      warnings.push(`The copy's owner (${name(table.copyOwnerId)}) is not at the convention then.`);
  }
  const players = table.playerIds.map((id) => data.attendees.find((a) => a.id === id));
  if (players.some((p) => p?.level === 0) && teacherOf(data, table) === null)
    warnings.push('A New player without a teacher.');
  return warnings;
};

export const COPY_OWNER_LEFT = "The copy's owner is no longer registered: find another copy.";

/** Who sits where at a table, and at what: what members were told when it was published. */
const seating = (table: StoredTable) =>
  JSON.stringify([
    table.gameId,
    table.copyOwnerId,
    [...table.sessionIds].sort(),
    [...table.playerIds].sort(),
  ]);

/** The draft's tables that differ from the published copy (all of them before a first publish). */
const changedTables = (draft: StoredPlan, published: StoredPlan | null): Set<string> => {
  if (published === null) return new Set();
  const was = new Map(published.tables.map((table) => [table.id, seating(table)]));
  return new Set(
    draft.tables.filter((table) => was.get(table.id) !== seating(table)).map((table) => table.id),
  );
};

/** The board as the organisers see it: tables with names and warnings, who is unseated, metrics. */
export const composeBoard = (
  data: PlanningData,
  stored: {
    version: number;
    publishedAt: Date | null;
    /** The copy members see; null while only a draft. */
    published: StoredPlan | null;
  },
  draft: StoredPlan,
): TablePlan => {
  const { solver } = draft;
  const changed = changedTables(draft, stored.published);
  const tables = draft.tables.map((table) => present(data, table));
  const planTables: PlanTable[] = tables.map((table) => {
    const game = data.games.find((g) => g.id === table.gameId);
    return {
      ...table,
      gameTitle: game?.title ?? 'Unknown game',
      gameFacts: game ? gameFactsText(game) : '',
      teacherId: teacherOf(data, table),
      warnings: warningsOf(data, table, tables),
      changedSincePublished: changed.has(table.id),
    };
  });
  const seatedAt = (attendeeId: string, sessionId: number) =>
    tables.filter((t) => t.sessionIds.includes(sessionId) && t.playerIds.includes(attendeeId));
  const unseated = data.sessions.flatMap((session) =>
    data.attendees
      .filter((a) => a.sessionIds.includes(session.id) && seatedAt(a.id, session.id).length === 0)
      .map((a) => ({ sessionId: session.id, attendeeId: a.id })),
  );
  let seated = 0;
  let wantedSeats = 0;
  let newWithoutTeacher = 0;
  const gotAWantedGame = new Set<string>();
  for (const table of planTables) {
    for (const id of table.playerIds) {
      seated += table.sessionIds.length;
      if (data.attendees.find((a) => a.id === id)?.wants.includes(table.gameId)) {
        wantedSeats += 1;
        gotAWantedGame.add(id);
      }
    }
    if (table.warnings.includes('A New player without a teacher.')) newWithoutTeacher += 1;
  }
  const playsTwice = data.attendees.filter((attendee) => {
    const games = tables.filter((t) => t.playerIds.includes(attendee.id)).map((t) => t.gameId);
    return new Set(games).size < games.length;
  }).length;
  const playWithMet = data.attendees.reduce(
    (sum, attendee) =>
      sum +
      attendee.playWith.filter((other) =>
        tables.some((t) => t.playerIds.includes(attendee.id) && t.playerIds.includes(other)),
      ).length,
    0,
  );
  return {
    conventionId: data.conventionId,
    conventionName: data.conventionName,
    version: stored.version,
    publishedAt: stored.publishedAt?.toISOString() ?? null,
    changedSincePublished:
      stored.published !== null &&
      (changed.size > 0 || stored.published.tables.length !== draft.tables.length),
    sessions: data.sessions.map(({ id, name, startDateTime }) => ({ id, name, startDateTime })),
    attendees: data.attendees.map(({ id, name, level, sessionIds, hostAndTeach, wants }) => ({
      id,
      name,
      level,
      sessionIds,
      hostAndTeach,
      wants,
    })),
    tables: planTables,
    unseated,
    unmatched: data.unmatched,
    featuredWithoutGame: data.featuredWithoutGame,
    bans: draft.bans.map((ban) => ({
      ...ban,
      gameTitle: data.games.find((g) => g.id === ban.gameId)?.title ?? 'Unknown game',
    })),
    metrics:
      tables.length === 0 && solver === null
        ? null
        : {
            seated,
            wantedSeats,
            attendeesWithAWantedGame: gotAWantedGame.size,
            playWithMet,
            newWithoutTeacher,
            playsTwice,
          },
    solver,
  };
};
