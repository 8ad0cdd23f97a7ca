import {
  PLAN_VERSION_NOT_KEPT,
  type PlanAction,
  type PlanVersion,
  type TablePlan,
} from 'shared-api/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tablePlanVersions, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { composeBoard } from './board';
import { readDraftAt, saveDraft } from './draft-store';
import { loadPlanningData } from './planning-data';
import { readStoredPlan } from './stored-plan';
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
  return rows.map((row) => {
    const plan = readStoredPlan(row.plan);
    const board = composeBoard(
      data,
      { version: row.version, publishedAt: null, changedSincePublished: false },
      plan,
    );
    return {
      version: row.version,
      action: row.action as PlanAction,
      savedAt: row.savedAt.toISOString(),
      savedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
      metrics: board.metrics && { ...board.metrics, unseated: board.unseated.length },
      tables: board.tables.length,
    };
  });
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
  const [kept] = await db
    .select({ plan: tablePlanVersions.plan })
    .from(tablePlanVersions)
    .where(
      and(
        eq(tablePlanVersions.conventionId, conventionId),
        eq(tablePlanVersions.version, request.restoreVersion),
      ),
    );
  if (!kept) throw new ApiError(404, PLAN_VERSION_NOT_KEPT);
  await saveDraft(db, conventionId, request.version, readStoredPlan(kept.plan), {
    action: 'restore',
    byUserId,
  });
  return getBoard(db, conventionId);
};
