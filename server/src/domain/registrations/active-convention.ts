import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, invoices } from '../../db/schema';

export interface ActiveConvention {
  id: number;
  name: string;
  registrationOpen: boolean;
}

const columns = {
  id: conventions.id,
  name: conventions.name,
  registrationOpen: conventions.registrationOpen,
};

/** Read from the database, never from the public page's cache: registration rules need the truth. */
export const findActiveConvention = async (db: Db): Promise<ActiveConvention | null> => {
  const [row] = await db.select(columns).from(conventions).where(eq(conventions.isActive, true));
  return row ?? null;
};

/**
 * The same, and whether the member was already invoiced for it (a registration's isInvoiceSent),
 * in one round trip: a registration surge queues every query it makes behind the pool.
 */
export const findActiveConventionFor = async (
  db: Db,
  userId: string,
): Promise<(ActiveConvention & { isInvoiceSent: boolean }) | null> => {
  const invoiced = db
    .select({ one: sql`1` })
    .from(invoices)
    .where(and(eq(invoices.recipientUserId, userId), eq(invoices.conventionId, conventions.id)));
  const [row] = await db
    .select({ ...columns, isInvoiceSent: sql<boolean>`exists (${invoiced})` })
    .from(conventions)
    .where(eq(conventions.isActive, true));
  return row ?? null;
};
