import type { MyTable } from 'shared-api/contract';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tablePlans } from '../../db/schema';
import { loadPlanningData } from './planning-data';
import { readStoredPlan } from './stored-plan';
import { numberedTableLines } from './table-plans';

export interface PublishedSeat {
  table: MyTable;
  publishedAt: Date;
}

/** The key of a seat: a registration in one session. */
export const seatKey = (registrationId: string, sessionId: number) =>
  `${registrationId} ${sessionId}`;

/**
 * Where the published plans of these conventions seat these registrations, session by session.
 * Drafts are never read: an attendee learns of a table when the organisers publish it.
 */
export const publishedSeats = async (
  db: Db,
  conventionIds: readonly number[],
  registrationIds: readonly string[],
): Promise<Map<string, PublishedSeat>> => {
  const seats = new Map<string, PublishedSeat>();
  if (conventionIds.length === 0 || registrationIds.length === 0) return seats;
  const plans = await db
    .select()
    .from(tablePlans)
    .where(
      and(inArray(tablePlans.conventionId, [...conventionIds]), isNotNull(tablePlans.published)),
    );
  for (const plan of plans) {
    if (!plan.publishedAt) continue;
    const data = await loadPlanningData(db, plan.conventionId);
    const { tables } = readStoredPlan(plan.published);
    const lineOf = numberedTableLines(data, tables);
    for (const table of tables) {
      for (const registrationId of registrationIds) {
        if (!table.playerIds.includes(registrationId)) continue;
        const line = lineOf(table, registrationId);
        for (const sessionId of table.sessionIds)
          seats.set(seatKey(registrationId, sessionId), {
            table: line,
            publishedAt: plan.publishedAt,
          });
      }
    }
  }
  return seats;
};
