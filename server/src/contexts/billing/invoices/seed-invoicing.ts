import { DEFAULT_INVOICE_FEES } from 'shared-api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { emailTemplates, invoiceMeta } from '../../../db/schema';
import { INVOICE_TEMPLATES } from './invoice-templates';

/**
 * First start only: the fees stated on the information pages and the invoice templates. Existing rows win, so
 * what the organisers changed is never overwritten. A template still word for word as first
 * seeded, without versions in other languages, gets the built-in Dutch and French ones.
 */
export const seedInvoicing = async (db: Db): Promise<void> => {
  await db.insert(invoiceMeta).values(DEFAULT_INVOICE_FEES).onConflictDoNothing();
  await db
    .insert(emailTemplates)
    .values(INVOICE_TEMPLATES.map((template) => ({ ...template })))
    .onConflictDoNothing();
  for (const template of INVOICE_TEMPLATES) {
    await db
      .update(emailTemplates)
      .set({ translations: template.translations, updatedAt: sql`now()` })
      .where(
        and(
          eq(emailTemplates.name, template.name),
          eq(emailTemplates.subject, template.subject),
          eq(emailTemplates.body, template.body),
          sql`${emailTemplates.translations} = '{}'::jsonb`,
        ),
      );
  }
};
