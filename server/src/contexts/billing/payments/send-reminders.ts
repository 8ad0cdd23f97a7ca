import {
  formatIbanGroups,
  needsReminder,
  PAYMENT_REMINDER_TEMPLATE_NAME,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db } from '../../../db/client';
import { conventions, invoices } from '../../../db/schema';
import { displayDay } from '../invoices/due-date';
import { findInvoiceMeta } from '../invoices/invoice-meta';
import { INVOICE_TEMPLATES } from '../invoices/invoice-templates';
import {
  enqueueMail,
  findTemplateVersions,
  renderTemplate,
  templateIn,
} from '../../../shared/mail';
import { centsIn, languagesOf } from '../../../shared/i18n';
import { documentBody } from '../../templates';
import { listPayments } from './list-payments';

const FALLBACK = INVOICE_TEMPLATES[3];

/**
 * POST /api/Payments/remind: the 'Payment Reminder' mail to each chosen invoice's recipient that
 * still has money to pay, and the time it was sent kept on the invoice. Returns who got it.
 */
export const sendReminders = async (db: Db, invoiceIds: readonly string[]) => {
  const wanted = new Set(invoiceIds);
  const rows = (await listPayments(db)).filter(
    (row) => wanted.has(row.invoiceId) && needsReminder(row),
  );
  if (rows.length === 0) return [];
  const meta = await findInvoiceMeta(db);
  const template = (await findTemplateVersions(db, PAYMENT_REMINDER_TEMPLATE_NAME)) ?? FALLBACK;
  const languages = await languagesOf(
    db,
    rows.map((row) => row.recipient.userId),
  );
  const named = await db
    .select({ id: invoices.id, name: conventions.name })
    .from(invoices)
    .innerJoin(conventions, eq(conventions.id, invoices.conventionId))
    .where(
      anyOf(
        invoices.id,
        rows.map((row) => row.invoiceId),
      ),
    );
  const conventionOf = new Map(named.map((row) => [row.id, row.name]));
  await db.transaction(async (tx) => {
    for (const row of rows) {
      // Each in the recipient's language.
      const language = languages.get(row.recipient.userId) ?? 'en';
      const version = templateIn(template, language);
      const rendered = renderTemplate(
        { subject: version.subject, body: documentBody(version.body) },
        {
          FirstName: row.recipient.firstName,
          LastName: row.recipient.lastName,
          ConventionName: conventionOf.get(row.invoiceId) ?? '',
          InvoiceNumber: row.invoiceNumber ?? '',
          AmountDue: centsIn(row.leftCents, language),
          DueDate: row.dueDate ? displayDay(row.dueDate, language) : '',
          Beneficiary: meta?.beneficiaryName ?? '',
          BankAccount: meta?.iban ? formatIbanGroups(meta.iban) : '',
          StructuredReference: row.structuredReference ?? '',
        },
      );
      await enqueueMail(tx, { to: row.recipient.email, ...rendered });
    }
    await tx
      .update(invoices)
      .set({ lastRemindedAt: new Date() })
      .where(
        anyOf(
          invoices.id,
          rows.map((row) => row.invoiceId),
        ),
      );
  });
  return rows.map((row) => row.invoiceId);
};
