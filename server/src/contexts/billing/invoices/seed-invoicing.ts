import { DEFAULT_INVOICE_FEES } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { emailTemplates, invoiceMeta } from '../../../db/schema';
import { INVOICE_TEMPLATES } from './invoice-templates';

/**
 * First start only: the fees stated on the information pages and the invoice templates. Existing rows win, so
 * what the organisers changed is never overwritten.
 */
export const seedInvoicing = async (db: Db): Promise<void> => {
  await db.insert(invoiceMeta).values(DEFAULT_INVOICE_FEES).onConflictDoNothing();
  await db
    .insert(emailTemplates)
    .values(INVOICE_TEMPLATES.map((template) => ({ ...template })))
    .onConflictDoNothing();
};
