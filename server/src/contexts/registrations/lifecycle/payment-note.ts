import { formatEuro, invoiceLines, type Language } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventions, registrations } from '../../../db/schema';
import { findInvoiceMeta, paymentSummaries, summaryKey } from '../../billing';
import type { Promotion } from './places';
import { centsIn, translator } from '../../../shared/i18n';

/**
 * What a promoted attendee's registrant has to pay, as the news of the place says it: what is left
 * on the invoice when one was sent (re-issued with the new place before this is read), else the
 * place's fee as the invoice will count it.
 */
export const paymentNote = async (
  tx: Db,
  promotion: Promotion,
  language: Language = 'en',
): Promise<string> => {
  const t = translator(language);
  const invoiced = (await paymentSummaries(tx, [promotion.userId])).get(
    summaryKey(promotion.userId, promotion.conventionId),
  );
  if (invoiced) {
    return invoiced.leftCents > 0
      ? t('registration.paymentNote.left', {
          amount: centsIn(invoiced.leftCents, language),
          number: invoiced.invoiceNumber,
        })
      : t('registration.paymentNote.nothingLeft');
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
  if (!place || !fees) return t('registration.paymentNote.invoiceFollows');
  const { total } = invoiceLines(place.season, fees, [place]);
  return t('registration.paymentNote.amount', { amount: formatEuro(total, language) });
};
