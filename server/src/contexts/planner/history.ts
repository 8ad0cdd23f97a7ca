import {
  PLAN_NOTHING_TO_UNDO,
  PLAN_VERSION_NOT_KEPT,
  type PlanAction,
  type PlanMove,
  type PlanVersion,
  type TablePlan,
} from 'shared-api/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tablePlanVersions, users } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import { composeBoard } from './board';
import { readDraftAt, saveDraft } from './draft-store';
import { loadPlanningData } from './planning-data';
import { readStoredPlan, type StoredPlan } from './stored-plan';
import { getBoard } from './table-plans';

/**
 * GET /api/Planner/{conventionId}/history: the versions kept, newest first, each with the board's
 * metrics worked out against the registrations as they are now, so two compare fairly.
 */
export const planHistory = async (db: Db, conventionId: number): Promise<PlanVersion[]> => {
  const data = await loadPlanningData(db, conventionId);
  const rows = await db
    .select({
      version: tablePlanVersions.version,
      plan: tablePlanVersions.plan,
      action: tablePlanVersions.action,
      savedAt: tablePlanVersions.savedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(tablePlanVersions)
    .leftJoin(users, eq(users.id, tablePlanVersions.savedByUserId))
    .where(eq(tablePlanVersions.conventionId, conventionId))
    .orderBy(desc(tablePlanVersions.version));
  // Runs are numbered from the oldest: every run is kept, so a milestone keeps its name.
  const runs = rows
    .filter((row) => row.action === 'run')
    .map((row) => row.version)
    .reverse();
  return rows.map((row) => {
    const plan = readStoredPlan(row.plan);
    const board = composeBoard(
      data,
      { version: row.version, publishedAt: null, published: null },
      plan,
    );
    return {
      version: row.version,
      action: row.action as PlanAction,
      savedAt: row.savedAt.toISOString(),
      savedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
      milestone: row.action === 'run' ? `Run ${runs.indexOf(row.version) + 1}` : null,
      metrics: board.metrics && { ...board.metrics, unseated: board.unseated.length },
      tables: board.tables.length,
    };
  });
};

const keptVersion = async (db: Db, conventionId: number, version: number) => {
  const [kept] = await db
    .select()
    .from(tablePlanVersions)
    .where(
      and(eq(tablePlanVersions.conventionId, conventionId), eq(tablePlanVersions.version, version)),
    );
  return kept;
};

/** POST /api/Planner/{conventionId}/restore: a kept version becomes the draft, as a new version. */
export const restorePlan = async (
  db: Db,
  conventionId: number,
  request: { version: number; restoreVersion: number },
  byUserId: string,
): Promise<TablePlan> => {
  await loadPlanningData(db, conventionId);
  await readDraftAt(db, conventionId, request.version);
  const kept = await keptVersion(db, conventionId, request.restoreVersion);
  if (!kept) throw new DomainError('not-found', PLAN_VERSION_NOT_KEPT);
  await saveDraft(db, conventionId, request.version, readStoredPlan(kept.plan), {
    action: 'restore',
    byUserId,
    restoredFrom: request.restoreVersion,
  });
  return getBoard(db, conventionId);
};

/**
 * POST /api/Planner/{conventionId}/undo: the version before the last change becomes the draft, as a
 * new version. After an undo, the next one goes on from the version before the one it restored, so
 * undoing again walks back one change at a time.
 */
export const undoPlan = async (
  db: Db,
  conventionId: number,
  request: { version: number },
  byUserId: string,
): Promise<TablePlan> => {
  await loadPlanningData(db, conventionId);
  await readDraftAt(db, conventionId, request.version);
  const latest = await keptVersion(db, conventionId, request.version);
  const target =
    latest?.action === 'undo' && latest.restoredFrom !== null
      ? latest.restoredFrom - 1
      : request.version - 1;
  const kept = target >= 1 ? await keptVersion(db, conventionId, target) : undefined;
  if (!kept) throw new DomainError('conflict', PLAN_NOTHING_TO_UNDO);
  await saveDraft(db, conventionId, request.version, readStoredPlan(kept.plan), {
    action: 'undo',
    byUserId,
    restoredFrom: target,
  });
  return getBoard(db, conventionId);
};

/** Per attendee and session, the game they sit at in a plan. */
const seatsOf = (plan: StoredPlan) => {
  const seats = new Map<string, string>();
  for (const table of plan.tables)
    for (const session of table.sessionIds)
      for (const player of table.playerIds) seats.set(`${player}/${session}`, table.gameId);
  return seats;
};

/** GET /api/Planner/{conventionId}/moves: who sits at another game (or none) in `to` than in `from`. */
export const planMoves = async (
  db: Db,
  conventionId: number,
  between: { from: number; to: number },
): Promise<PlanMove[]> => {
  const data = await loadPlanningData(db, conventionId);
  const rows = await db
    .select({ version: tablePlanVersions.version, plan: tablePlanVersions.plan })
    .from(tablePlanVersions)
    .where(
      and(
        eq(tablePlanVersions.conventionId, conventionId),
        inArray(tablePlanVersions.version, [between.from, between.to]),
      ),
    )
    .orderBy(asc(tablePlanVersions.version));
  const planAt = (version: number) => {
    const row = rows.find((r) => r.version === version);
    if (!row) throw new DomainError('not-found', PLAN_VERSION_NOT_KEPT);
    return seatsOf(readStoredPlan(row.plan));
  };
  const before = planAt(between.from);
  const after = planAt(between.to);
  const title = (gameId: string | undefined) =>
    gameId === undefined
      ? null
      : (data.games.find((g) => g.id === gameId)?.title ?? 'Unknown game');
  return data.sessions.flatMap((session) =>
    data.attendees
      .filter((a) => a.sessionIds.includes(session.id))
      .filter((a) => before.get(`${a.id}/${session.id}`) !== after.get(`${a.id}/${session.id}`))
      .map((a) => ({
        attendeeId: a.id,
        name: a.name,
        sessionName: session.name,
        from: title(before.get(`${a.id}/${session.id}`)),
        to: title(after.get(`${a.id}/${session.id}`)),
      })),
  );
};
