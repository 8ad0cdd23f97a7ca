import type { AdminRegistration } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { paymentSummaries, summaryKey } from '../payments/payment-summaries';
import { loadAdminRegistrations } from './load-registrations';

/** A convention's registrations, each with its registrant's invoice and what it received. */
export const conventionRegistrations = async (
  db: Db,
  conventionId: number,
): Promise<AdminRegistration[]> => {
  const rows = await loadAdminRegistrations(db, eq(registrations.conventionId, conventionId));
  const summaries = await paymentSummaries(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => {
    const summary = summaries.get(summaryKey(row.userId, row.conventionId));
    if (!summary) return { ...row, payment: null };
    const { invoiceId: _invoiceId, ...payment } = summary;
    return { ...row, payment };
  });
};
