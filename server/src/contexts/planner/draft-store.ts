import { PLAN_STALE, type PlanAction } from 'shared-api/contract';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tablePlans, tablePlanVersions } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import { EMPTY_PLAN, readStoredPlan, type StoredPlan } from './stored-plan';

export type PlanRow = typeof tablePlans.$inferSelect;

/**
 * How many of a plan's latest versions are kept to compare, restore and undo; the solver's runs
 * are kept beyond them, as milestones.
 */
const KEPT_VERSIONS = 50;

export const readRow = async (db: Db, conventionId: number): Promise<PlanRow | undefined> => {
  const [row] = await db.select().from(tablePlans).where(eq(tablePlans.conventionId, conventionId));
  return row;
};

const refuseStale = (row: PlanRow | undefined, version: number) => {
  if ((row?.version ?? 0) !== version) throw new DomainError('conflict', PLAN_STALE);
};

/** The draft as the organiser saw it at `version`; 409 when someone has saved since. */
export const readDraftAt = async (db: Db, conventionId: number, version: number) => {
  const row = await readRow(db, conventionId);
  refuseStale(row, version);
  return { row, draft: row ? readStoredPlan(row.draft) : EMPTY_PLAN };
};

/** Who saved a draft, and why. */
export interface DraftChange {
  action: PlanAction;
  byUserId: string;
  /** The kept version a restore or an undo copied. */
  restoredFrom?: number;
}

/**
 * Saves a new draft made on `version`: one statement that only matches that version, so of two
 * organisers saving at once, the second is told (409) instead of undoing the first. The new
 * version is kept among the last ones, in the same transaction.
 */
export const saveDraft = async (
  db: Db,
  conventionId: number,
  version: number,
  draft: StoredPlan,
  change: DraftChange,
  more: Partial<Pick<PlanRow, 'published' | 'publishedAt'>> = {},
): Promise<void> =>
  db.transaction(async (tx) => {
    const saved =
      version === 0
        ? await tx
            .insert(tablePlans)
            .values({ conventionId, version: 1, draft, ...more })
            .onConflictDoNothing()
            .returning({ version: tablePlans.version })
        : await tx
            .update(tablePlans)
            .set({ draft, version: sql`${tablePlans.version} + 1`, updatedAt: new Date(), ...more })
            .where(and(eq(tablePlans.conventionId, conventionId), eq(tablePlans.version, version)))
            .returning({ version: tablePlans.version });
    const newVersion = saved[0]?.version;
    if (newVersion === undefined) throw new DomainError('conflict', PLAN_STALE);
    await tx.insert(tablePlanVersions).values({
      conventionId,
      version: newVersion,
      plan: draft,
      action: change.action,
      savedByUserId: change.byUserId,
      restoredFrom: change.restoredFrom ?? null,
    });
    await tx
      .delete(tablePlanVersions)
      .where(
        and(
          eq(tablePlanVersions.conventionId, conventionId),
          lte(tablePlanVersions.version, newVersion - KEPT_VERSIONS),
          ne(tablePlanVersions.action, 'run'),
        ),
      );
  });
