import type { AdminRegistration } from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { mapInTurns } from '../../shared/threads/event-loop-turns';
import { paymentSummaries, summaryKey } from '../billing';
import { loadAdminRegistrations } from './load-registrations';
import { registrationSearch } from './registration-search';

/**
 * A convention's registrations, each with its registrant's invoice and what it received; only
 * those the search finds when there is one.
 */
export const conventionRegistrations = async (
  db: Db,
  conventionId: number,
  search?: string,
): Promise<AdminRegistration[]> => {
  const rows = await loadAdminRegistrations(
    db,
    and(eq(registrations.conventionId, conventionId), registrationSearch(search)),
  );
  const summaries = await paymentSummaries(
    db,
    rows.map((row) => row.userId),
  );
  return mapInTurns(rows, (row) => {
    const summary = summaries.get(summaryKey(row.userId, row.conventionId));
    if (!summary) return { ...row, payment: null };
    const { invoiceId: _invoiceId, ...payment } = summary;
    return { ...row, payment };
  });
};
