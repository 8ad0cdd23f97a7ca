// The hard rules, checked on a proposal against its input alone: what a plan must never break.
import { LONG_GAME_MINUTES, smallestTable, tableMinutes, type PlannerInput } from './input';
import type { Proposal } from './proposal';

/** Every broken hard rule, in words; empty when the proposal keeps them all. */
export const hardRuleViolations = (input: PlannerInput, proposal: Proposal): string[] => {
  const problems: string[] = [];
  const sessions = new Map(input.sessions.map((s) => [s.id, s]));
  const games = new Map(input.games.map((g) => [g.id, g]));
  const attendees = new Map(input.attendees.map((a) => [a.id, a]));
  const seat = new Set<string>();
  const copyUse = new Map<string, number>();
  const tablesPerSession = new Map<string, number>();
  const played = new Set<string>();
  const clubUse = new Map<string, number>();
  const playOnce = input.options.playOnce;

  proposal.tables.forEach((table, index) => {
    const where = `table ${index} (${table.gameId})`;
    const game = games.get(table.gameId);
    if (!game) return problems.push(`${where}: unknown game`);
    const tableSessions = table.sessionIds.map((id) => sessions.get(id));
    if (tableSessions.some((s) => !s) || tableSessions.length === 0)
      return problems.push(`${where}: unknown session`);
    const list = tableSessions as NonNullable<(typeof tableSessions)[number]>[];
    const count = table.playerIds.length;
    // The table's length with its players: longer with more when the catalogue says so.
    const minutes = tableMinutes(game, count);
    if (list.length === 1) {
      if (minutes > list[0]!.minutes) problems.push(`${where}: longer than its session`);
    } else {
      const [d, e] = list as [(typeof list)[0], (typeof list)[0]];
      const spansOneDay =
        list.length === 2 && d.day === e.day && d.part === 'day' && e.part === 'evening';
      if (!spansOneDay) problems.push(`${where}: spans sessions other than a day and its evening`);
      else if (
        tableMinutes(game, smallestTable(game, input.options)) <= Math.max(d.minutes, e.minutes)
      )
        problems.push(`${where}: spans two sessions though it fits in one`);
      else if (minutes > d.minutes + e.minutes)
        problems.push(`${where}: longer than the day and evening together`);
    }
    if (new Set(table.playerIds).size !== count) problems.push(`${where}: a player listed twice`);
    const smallest = smallestTable(game, input.options);
    if (count < smallest || count > game.maxPlayers)
      problems.push(`${where}: ${count} players, the table takes ${smallest}-${game.maxPlayers}`);
    for (const s of table.sessionIds) {
      tablesPerSession.set(s, (tablesPerSession.get(s) ?? 0) + 1);
      if (table.copyOwnerId === null) {
        const key = `${s} ${table.gameId}`;
        clubUse.set(key, (clubUse.get(key) ?? 0) + 1);
      } else {
        const owner = attendees.get(table.copyOwnerId);
        if (!owner || !owner.brings.includes(table.gameId))
          problems.push(`${where}: ${table.copyOwnerId} brings no copy of it`);
        else if (!owner.sessionIds.includes(s))
          problems.push(`${where}: ${table.copyOwnerId}'s copy in ${s}, which they do not attend`);
        const key = `${s} ${table.copyOwnerId} ${table.gameId}`;
        const used = (copyUse.get(key) ?? 0) + 1;
        const owned = owner?.brings.filter((g) => g === table.gameId).length ?? 0;
        if (owned > 0 && used > owned)
          problems.push(`${where}: more tables than ${table.copyOwnerId}'s copies in ${s}`);
        copyUse.set(key, used);
      }
    }
    for (const p of table.playerIds) {
      const attendee = attendees.get(p);
      if (!attendee) {
        problems.push(`${where}: unknown attendee ${p}`);
        continue;
      }
      for (const s of table.sessionIds) {
        if (!attendee.sessionIds.includes(s)) problems.push(`${where}: ${p} does not attend ${s}`);
        if (seat.has(`${p} ${s}`)) problems.push(`${where}: ${p} at two tables in ${s}`);
        seat.add(`${p} ${s}`);
      }
      const fixedHere = input.fixedSeats.some(
        (f) =>
          f.attendeeId === p && f.gameId === table.gameId && table.sessionIds.includes(f.sessionId),
      );
      if (
        game.minutes >= LONG_GAME_MINUTES &&
        !fixedHere &&
        !attendee.wants.includes(table.gameId) &&
        !attendee.brings.includes(table.gameId)
      )
        problems.push(`${where}: ${p} neither wants nor brings this long game`);
      if (playOnce && (played.has(`${p} ${table.gameId}`) || attendee.plays.includes(table.gameId)))
        problems.push(`${where}: ${p} plays ${table.gameId} twice`);
      played.add(`${p} ${table.gameId}`);
    }
  });
  for (const [key, used] of clubUse) {
    const gameId = key.split(' ')[1]!;
    const owned = input.clubCopies.filter((g) => g === gameId).length;
    if (used > owned)
      problems.push(
        `club copies of ${gameId}: ${used} used in ${key.split(' ')[0]}, ${owned} owned`,
      );
  }
  for (const [s, count] of tablesPerSession) {
    const max = sessions.get(s)!.maxTables;
    if (count > max) problems.push(`session ${s}: ${count} tables, at most ${max}`);
  }
  const at = (sessionId: string, gameId: string, attendeeId?: string) =>
    proposal.tables.filter(
      (t) =>
        t.gameId === gameId &&
        t.sessionIds.includes(sessionId) &&
        (attendeeId === undefined || t.playerIds.includes(attendeeId)),
    );
  for (const seat of input.fixedSeats) {
    const kept = at(seat.sessionId, seat.gameId, seat.attendeeId).some(
      (t) => seat.copyOwnerId === undefined || t.copyOwnerId === seat.copyOwnerId,
    );
    if (!kept)
      problems.push(
        `fixed seat: ${seat.attendeeId} is not at ${seat.gameId} (copy ${seat.copyOwnerId === undefined ? 'any' : (seat.copyOwnerId ?? 'club')}) in ${seat.sessionId}`,
      );
  }
  for (const ban of input.bannedGames)
    if (at(ban.sessionId, ban.gameId).length > 0)
      problems.push(`banned game: ${ban.gameId} is played in ${ban.sessionId}`);
  for (const ban of input.bannedSeats)
    if (at(ban.sessionId, ban.gameId, ban.attendeeId).length > 0)
      problems.push(`banned seat: ${ban.attendeeId} plays ${ban.gameId} in ${ban.sessionId}`);
  // Unseated: exactly the attendances without a seat.
  const unseated = new Set(proposal.unseated.map((u) => `${u.attendeeId} ${u.sessionId}`));
  for (const attendee of input.attendees)
    for (const s of attendee.sessionIds) {
      const key = `${attendee.id} ${s}`;
      if (seat.has(key) === unseated.has(key))
        problems.push(
          `${attendee.id} in ${s}: ${seat.has(key) ? 'seated and listed unseated' : 'neither seated nor listed unseated'}`,
        );
    }
  return problems;
};
