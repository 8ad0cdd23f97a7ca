import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventions, registrations } from '../../../db/schema';

/**
 * Takes the convention's placement lock for the rest of the transaction, the same one the
 * registrations_place trigger takes: no registration is placed meanwhile.
 */
export const lockConvention = async (tx: Db, conventionId: number) => {
  const [row] = await tx
    .select({ capacity: conventions.capacity, name: conventions.name })
    .from(conventions)
    .where(eq(conventions.id, conventionId))
    .for('no key update');
  return row ?? null;
};

/** Attendees holding a place; read under the convention's lock to be exact. */
export const placesTaken = async (tx: Db, conventionId: number): Promise<number> => {
  const [taken] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(eq(registrations.conventionId, conventionId), eq(registrations.status, 'registered')),
    );
  return taken?.n ?? 0;
};

export interface Promotion {
  registrationId: string;
  conventionId: number;
  conventionName: string;
  userId: string;
  attendeeEmail: string;
  attendeeFirstName: string;
}

/**
 * Places one waiting registration. The trigger registrations_place refuses it when the convention
 * is full, unless it is an organiser's deliberate promotion beyond the capacity.
 */
export const place = async (
  tx: Db,
  registrationId: string,
  conventionName: string,
  outOfTurn = false,
): Promise<Promotion | null> => {
  const [row] = await tx
    .update(registrations)
    .set({
      status: 'registered',
      ...(outOfTurn ? { promotedOutOfTurn: true } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'waiting')))
    .returning();
  if (!row) return null;
  return {
    registrationId: row.id,
    conventionId: row.conventionId,
    conventionName,
    userId: row.userId,
    attendeeEmail: row.attendeeEmail,
    attendeeFirstName: row.attendeeFirstName,
  };
};

/**
 * Fills the convention's free places from the head of its waiting list, in arrival order, inside
 * the caller's transaction (after a cancellation, an erasure or a larger capacity). Without a
 * capacity (it was removed) nobody needs to wait any more.
 */
export const placeFirstInLine = async (tx: Db, conventionId: number): Promise<Promotion[]> => {
  const convention = await lockConvention(tx, conventionId);
  if (!convention) return [];
  const free =
    convention.capacity === null
      ? undefined
      : convention.capacity - (await placesTaken(tx, conventionId));
  if (free !== undefined && free <= 0) return [];
  const waiting = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(waitingListOrder(conventionId))
    .orderBy(asc(registrations.arrival));
  const promoted: Promotion[] = [];
  for (const { id } of waiting.slice(0, free)) {
    const done = await place(tx, id, convention.name);
    if (done) promoted.push(done);
  }
  return promoted;
};

/** GET /api/Registration/admin/waiting-list: the convention's waiting list, first first. */
export const waitingListOrder = (conventionId: number) =>
  and(eq(registrations.conventionId, conventionId), eq(registrations.status, 'waiting'));
