import {
  formatClubDayRange,
  formatIbanGroups,
  type InvoiceMeta,
  INVOICE_TITLE_PREFIXES,
  INVOICE_TEMPLATE_NAME,
  isInvoiceTitle,
  NO_ACTIVE_CONVENTION,
  NOTHING_TO_INVOICE,
  ledgerOf,
  type InvoicePreview,
  type Language,
  type Ledger,
  type Season,
} from 'shared-api/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventions, registrations, users } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { sanitizeHtml } from '../../../shared/html/sanitize-html';
import { findTemplateIn, renderTemplate, templateIn } from '../../../shared/mail';
import { centsIn } from '../../../shared/i18n';
import { documentBody } from '../../templates';
import { getInvoiceMeta } from './invoice-meta';
import { displayDay, dueDate } from './due-date';
import {
  fillIssuedPlaceholders,
  findIssuedInvoice,
  issuedPlaceholderValues,
  type IssuedInvoice,
} from './issued-invoice';
import { nextInvoiceNumber } from './invoice-number';
import { invoiceLines } from './invoice-lines';
import { ledgerEntries } from './invoice-ledger';
import { invoiceLinesHtml } from './invoice-lines-html';
import { DEFAULT_INVOICE_TEMPLATE } from './invoice-templates';

export const USER_NOT_FOUND = 'User not found.';
const INVOICE_LINES_PLACEHOLDER = /\{\{\s*InvoiceLines\s*\}\}/g;

export interface InvoiceContext {
  convention: { id: number; name: string; season: Season; startDate: Date; endDate: Date };
  recipient: { id: string; email: string; firstName: string; lastName: string; language: Language };
  /** The registrant's own registration when they registered themselves, else their first one. */
  registrationId: string;
  registrationIds: string[];
  meta: InvoiceMeta;
  amountCents: number;
  /** The new amount against what the invoice already received. */
  ledger: Ledger;
  /** yyyy-mm-dd */
  dueDate: string;
  /** The invoice already sent to this registrant for this convention, if any. */
  issued: IssuedInvoice | null;
}

const activeConvention = async (db: Db) => {
  const [convention] = await db
    .select({
      id: conventions.id,
      name: conventions.name,
      season: conventions.season,
      startDate: conventions.startDate,
      endDate: conventions.endDate,
      meals: conventions.meals,
      companionFeeCents: conventions.companionFeeCents,
    })
    .from(conventions)
    .where(eq(conventions.isActive, true));
  if (!convention) throw new DomainError('not-found', NO_ACTIVE_CONVENTION);
  return convention;
};

/** The title starts as an invoice's does in the member's language, so the inbox knows it. */
const invoiceSubject = (rendered: string, language: Language): string =>
  isInvoiceTitle(rendered) ? rendered : `${INVOICE_TITLE_PREFIXES[language]} — ${rendered}`;

/**
 * GET /api/Inbox/admin/invoice/preview/{userId}: the invoice of the member who registered, for the
 * active convention, written with the 'Invoice' template and amounts computed from the fees.
 */
export const buildInvoicePreview = async (
  db: Db,
  recipientId: string,
): Promise<InvoicePreview & { context: InvoiceContext }> => {
  const convention = await activeConvention(db);
  const [recipient] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient) throw new DomainError('not-found', USER_NOT_FOUND);
  const attendees = await db
    .select({
      id: registrations.id,
      firstName: registrations.attendeeFirstName,
      lastName: registrations.attendeeLastName,
      parking: registrations.parking,
      licensePlate: registrations.licensePlate,
      mealIds: registrations.mealIds,
      companions: registrations.companions,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.conventionId, convention.id),
        eq(registrations.userId, recipientId),
        // Owed: the attendees placed, and those cancelled too late for a refund; not the waiting.
        sql`(${registrations.status} = 'registered' or (${registrations.status} = 'cancelled' and not ${registrations.refundOnCancel}))`,
      ),
    )
    .orderBy(
      // The registrant's own registration first, then the others in the order they were made.
      sql`lower(${registrations.attendeeEmail}) <> ${recipient.email.toLowerCase()}`,
      asc(registrations.createdAt),
    );
  const [first] = attendees;
  if (!first) throw new DomainError('invalid', NOTHING_TO_INVOICE);

  const meta = await getInvoiceMeta(db);
  // The member reads it in their language; the admin's preview shows them what the member will.
  const { language } = recipient;
  const { lines, total } = invoiceLines(convention.season, meta, attendees, convention, language);
  const due = dueDate(convention.startDate, meta.paymentDueDays);
  const issued = await findIssuedInvoice(db, recipient.id, convention.id);
  const amountCents = Math.round(total * 100);
  // A re-issue asks for what is left: the money already received stays on the invoice.
  const ledger = ledgerOf(
    amountCents,
    issued ? ((await ledgerEntries(db, [issued.id])).get(issued.id) ?? []) : [],
  );
  const template =
    (await findTemplateIn(db, INVOICE_TEMPLATE_NAME, language)) ??
    templateIn(DEFAULT_INVOICE_TEMPLATE, language);
  const rendered = renderTemplate(
    { subject: template.subject, body: documentBody(template.body) },
    {
      FirstName: recipient.firstName,
      LastName: recipient.lastName,
      ConventionName: convention.name,
      ConventionDates: formatClubDayRange(convention.startDate, convention.endDate, language),
      Total: centsIn(Math.max(ledger.leftCents, 0), language),
      PaymentReference: `${recipient.lastName.toUpperCase()} ${recipient.firstName} - ${convention.name}`,
      DueDate: displayDay(due, language),
      // Without an IBAN the placeholder stays, so the preview shows what is missing.
      ...(meta.iban ? { BankAccount: formatIbanGroups(meta.iban) } : {}),
    },
  );
  // Number, reference and QR exist once the invoice is sent: filled now when it was, else on sending.
  const filled = issued
    ? await fillIssuedPlaceholders({ title: rendered.subject, body: rendered.html }, issued, {
        meta,
        ledger,
        language,
      })
    : { title: rendered.subject, body: rendered.html };
  const title = invoiceSubject(filled.title, language);
  // What the member will read in place of the placeholders still in the draft: the invoice's own
  // values once sent, else those the next one sent gets. The draft keeps the placeholders, so a
  // number another invoice takes meanwhile is never sent.
  const placeholders = await issuedPlaceholderValues(
    issued?.number ? issued : await nextInvoiceNumber(db, new Date().getUTCFullYear()),
    { meta, ledger, language },
  );
  // Markup built here from escaped texts, so it goes in after the escaping.
  const body = sanitizeHtml(
    filled.body.replace(INVOICE_LINES_PLACEHOLDER, invoiceLinesHtml(lines, ledger, language)),
  );
  return {
    recipientId,
    conventionId: convention.id,
    conventionName: convention.name,
    title,
    body,
    lines,
    total,
    placeholders,
    context: {
      convention,
      recipient,
      registrationId: first.id,
      registrationIds: attendees.map((attendee) => attendee.id),
      meta,
      amountCents,
      ledger,
      dueDate: due,
      issued,
    },
  };
};
