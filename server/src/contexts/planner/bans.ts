import { randomUUID } from 'node:crypto';
import {
  PLAN_BAN_CLASHES_WITH_PIN,
  PLAN_BAN_UNKNOWN,
  PLAN_SEAT_UNKNOWN,
  PLAN_TABLE_UNKNOWN,
  type BanRequest,
  type TablePlan,
} from 'shared-api/contract';
import type { Db } from '../../db/client';
import { DomainError } from '../../shared/domain-error';
import { teacherOf } from './board';
import { readDraftAt, saveDraft } from './draft-store';
import { loadPlanningData } from './planning-data';
import { overlap, type StoredBan } from './stored-plan';
import { getBoard } from './table-plans';

/**
 * POST /api/Planner/{conventionId}/bans. A banned table leaves the board at once (its players are
 * unseated) and its game is not proposed in its sessions again; a banned seat's player leaves the
 * table and is not seated at that game in those sessions again. Pinned tables stay as they are.
 */
export const addBan = async (
  db: Db,
  conventionId: number,
  request: BanRequest,
  byUserId: string,
): Promise<TablePlan> => {
  const data = await loadPlanningData(db, conventionId);
  const { draft } = await readDraftAt(db, conventionId, request.version);
  const table = draft.tables.find((t) => t.id === request.tableId);
  if (!table) throw new DomainError('invalid', PLAN_TABLE_UNKNOWN);
  const ban: StoredBan = {
    id: randomUUID(),
    sessionIds: table.sessionIds,
    gameId: table.gameId,
    attendeeId: request.playerId ?? null,
  };
  const playerId = request.playerId;
  let tables;
  if (playerId === undefined) {
    const pinnedSeatElsewhere = draft.tables.some(
      (t) =>
        t.id !== table.id &&
        !t.pinned &&
        t.gameId === table.gameId &&
        t.pinnedPlayerIds.length > 0 &&
        overlap(t.sessionIds, table.sessionIds),
    );
    if (pinnedSeatElsewhere) throw new DomainError('invalid', PLAN_BAN_CLASHES_WITH_PIN);
    tables = draft.tables.filter((t) => t.id !== table.id);
  } else {
    if (!table.playerIds.includes(playerId)) throw new DomainError('invalid', PLAN_SEAT_UNKNOWN);
    const left = {
      ...table,
      playerIds: table.playerIds.filter((id) => id !== playerId),
      pinnedPlayerIds: table.pinnedPlayerIds.filter((id) => id !== playerId),
    };
    tables = draft.tables.map((t) =>
      t.id === table.id ? { ...left, teacherId: teacherOf(data, left) } : t,
    );
  }
  await saveDraft(
    db,
    conventionId,
    request.version,
    { ...draft, tables, bans: [...draft.bans, ban] },
    { action: 'ban', byUserId },
  );
  return getBoard(db, conventionId);
};

/** DELETE /api/Planner/{conventionId}/bans/{banId}: the next run may propose it again. */
export const liftBan = async (
  db: Db,
  conventionId: number,
  banId: string,
  version: number,
  byUserId: string,
): Promise<TablePlan> => {
  await loadPlanningData(db, conventionId);
  const { draft } = await readDraftAt(db, conventionId, version);
  if (!draft.bans.some((ban) => ban.id === banId))
    throw new DomainError('not-found', PLAN_BAN_UNKNOWN);
  await saveDraft(
    db,
    conventionId,
    version,
    { ...draft, bans: draft.bans.filter((ban) => ban.id !== banId) },
    { action: 'lift', byUserId },
  );
  return getBoard(db, conventionId);
};
