import { formatCents, formatEuro, invoiceLines } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventions, registrations } from '../../../db/schema';
import { findInvoiceMeta, paymentSummaries, summaryKey } from '../../billing';
import type { Promotion } from './places';

/**
 * What a promoted attendee's registrant has to pay, as the news of the place says it: what is left
 * on the invoice when one was sent (re-issued with the new place before this is read), else the
 * place's fee as the invoice will count it.
 */
export const paymentNote = async (tx: Db, promotion: Promotion): Promise<string> => {
  const invoiced = (await paymentSummaries(tx, [promotion.userId])).get(
    summaryKey(promotion.userId, promotion.conventionId),
  );
  if (invoiced) {
    return invoiced.leftCents > 0
      ? `${formatCents(invoiced.leftCents)} is left to pay on invoice ${invoiced.invoiceNumber}: pay it by bank transfer with the details on the invoice in your inbox.`
      : 'Nothing is left to pay.';
  }
  const [place] = await tx
    .select({
      firstName: registrations.attendeeFirstName,
      lastName: registrations.attendeeLastName,
      parking: registrations.parking,
      licensePlate: registrations.licensePlate,
      season: conventions.season,
    })
    .from(registrations)
    .innerJoin(conventions, eq(conventions.id, registrations.conventionId))
    .where(eq(registrations.id, promotion.registrationId));
  const fees = await findInvoiceMeta(tx);
  if (!place || !fees) return 'The invoice, with the amount to pay, follows in your inbox.';
  const { total } = invoiceLines(place.season, fees, [place]);
  return `The amount to pay is ${formatEuro(total)}, by bank transfer before the convention: the invoice with the details follows in your inbox.`;
};
