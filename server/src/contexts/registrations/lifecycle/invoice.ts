import { INVOICE_ALREADY_SENT, NOTHING_TO_INVOICE } from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { conventions, invoices } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { activeAdminIds } from '../../../shared/messages/admins';
import { findIssuedInvoice } from '../../billing';
import { sendInvoice } from '../../billing';
import { paymentSummaries, summaryKey } from '../../billing';

/**
 * After a registration changed, the invoice already sent for it (its registrant's, for the active
 * convention) is issued again with the new amount, under the same number and reference; left
 * alone when the amount and lines are the same. With nobody left to invoice it drops to zero, so
 * what was paid shows as to be refunded. A failure here (e.g. the organisers' template lost a
 * placeholder) must not undo the change: it is logged for the organisers to send by hand. The
 * issue runs in its own savepoint, so it may be called inside a transition's transaction.
 */
export const reissueInvoiceAfterChange = async (
  db: Db,
  userId: string,
  conventionId: number,
  publicUrl: string,
  log?: FastifyBaseLogger,
): Promise<void> => {
  const issued = await findIssuedInvoice(db, userId, conventionId);
  if (!issued?.number) return;
  const [active] = await db
    .select({ id: conventions.id })
    .from(conventions)
    .where(and(eq(conventions.id, conventionId), eq(conventions.isActive, true)));
  if (!active) return;
  const [organiser] = await activeAdminIds(db);
  try {
    await sendInvoice(db, organiser ?? userId, { recipientId: userId }, publicUrl);
  } catch (error) {
    if (error instanceof DomainError && error.message === INVOICE_ALREADY_SENT) return;
    if (error instanceof DomainError && error.message === NOTHING_TO_INVOICE) {
      await db
        .update(invoices)
        .set({ amountCents: 0, lines: [], reissuedAt: new Date() })
        .where(eq(invoices.id, issued.id));
      return;
    }
    log?.warn({ err: error, userId, conventionId }, 'The invoice could not be issued again.');
  }
};

/** What the registrant's invoice for the convention has received beyond what it asks. */
export const refundDueCents = async (
  db: Db,
  userId: string,
  conventionId: number,
): Promise<number> => {
  const payment = (await paymentSummaries(db, [userId])).get(summaryKey(userId, conventionId));
  return payment ? Math.max(payment.paidCents - payment.amountCents, 0) : 0;
};
