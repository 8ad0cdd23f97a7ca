import { and, countDistinct, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, registrations } from '../../db/schema';

/**
 * Registrants with someone holding a place at the convention and no invoice for it yet: the
 * invoices still to send. The Registrations page lists the same registrations (isInvoiceSent).
 */
export const countUninvoicedRegistrants = async (db: Db, conventionId: number): Promise<number> => {
  const [row] = await db
    .select({ value: countDistinct(registrations.userId) })
    .from(registrations)
    .where(
      and(
        eq(registrations.conventionId, conventionId),
        eq(registrations.status, 'registered'),
        notExists(
          db
            .select({ one: invoices.id })
            .from(invoices)
            .where(
              and(
                eq(invoices.recipientUserId, registrations.userId),
                eq(invoices.conventionId, registrations.conventionId),
              ),
            ),
        ),
      ),
    );
  return row?.value ?? 0;
};
