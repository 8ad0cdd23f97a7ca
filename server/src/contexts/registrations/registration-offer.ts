import type { RegistrationOffer } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, invoiceMeta } from '../../db/schema';

/**
 * The active convention's places and fees, for the form to say the price and the waiting position
 * before Register. Read from the database, not the public page's cache: the numbers are the truth
 * the next registration meets. Null without an active convention.
 */
export const activeRegistrationOffer = async (db: Db): Promise<RegistrationOffer | null> => {
  // Qualified by hand: drizzle writes a single-table select's columns without their table.
  const counted = (status: 'registered' | 'waiting') =>
    sql<number>`(select count(*)::int from registrations r
      where r.convention_id = "conventions"."id" and r.status = ${status})`;
  const [row] = await db
    .select({
      conventionId: conventions.id,
      season: conventions.season,
      capacity: conventions.capacity,
      meals: conventions.meals,
      companionFeeCents: conventions.companionFeeCents,
      placesTaken: counted('registered'),
      waitingCount: counted('waiting'),
    })
    .from(conventions)
    .where(eq(conventions.isActive, true));
  if (!row) return null;
  const [fees] = await db
    .select({
      springConventionFee: invoiceMeta.springConventionFee,
      winterConventionFee: invoiceMeta.winterConventionFee,
      springParkingFee: invoiceMeta.springParkingFee,
      winterParkingFee: invoiceMeta.winterParkingFee,
    })
    .from(invoiceMeta)
    .limit(1);
  return { ...row, fees: fees ?? null };
};
