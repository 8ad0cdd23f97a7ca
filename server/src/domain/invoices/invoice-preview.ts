import {
  formatIbanGroups,
  type InvoiceMeta,
  INVOICE_TITLE_PREFIX,
  INVOICE_TEMPLATE_NAME,
  isInvoiceTitle,
  NO_ACTIVE_CONVENTION,
  NOTHING_TO_INVOICE,
  formatClubDayRange,
  formatEuro,
  type InvoicePreview,
  type Season,
} from 'shared-api/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, registrations, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { sanitizeHtml } from '../html/sanitize-html';
import { renderTemplate } from '../mail';
import { documentBody } from '../templates/document-parts';
import { findTemplateByName } from '../templates/templates';
import { getInvoiceMeta } from './invoice-meta';
import { displayDay, dueDate } from './due-date';
import { fillIssuedPlaceholders, findIssuedInvoice, type IssuedInvoice } from './issued-invoice';
import { invoiceLines } from './invoice-lines';
import { invoiceLinesHtml } from './invoice-lines-html';
import { DEFAULT_INVOICE_TEMPLATE } from './invoice-templates';

export const USER_NOT_FOUND = 'User not found.';
const INVOICE_LINES_PLACEHOLDER = /\{\{\s*InvoiceLines\s*\}\}/g;

export interface InvoiceContext {
  convention: { id: number; name: string; season: Season; startDate: Date; endDate: Date };
  recipient: { id: string; email: string; firstName: string; lastName: string };
  /** The registrant's own registration when they registered themselves, else their first one. */
  registrationId: string;
  registrationIds: string[];
  meta: InvoiceMeta;
  amountCents: number;
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
    })
    .from(conventions)
    .where(eq(conventions.isActive, true));
  if (!convention) throw new ApiError(404, NO_ACTIVE_CONVENTION);
  return convention;
};

const invoiceSubject = (rendered: string): string =>
  isInvoiceTitle(rendered) ? rendered : `${INVOICE_TITLE_PREFIX} — ${rendered}`;

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
    })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient) throw new ApiError(404, USER_NOT_FOUND);
  const attendees = await db
    .select({
      id: registrations.id,
      firstName: registrations.attendeeFirstName,
      lastName: registrations.attendeeLastName,
      parking: registrations.parking,
      licensePlate: registrations.licensePlate,
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
  if (!first) throw new ApiError(400, NOTHING_TO_INVOICE);

  const meta = await getInvoiceMeta(db);
  const { lines, total } = invoiceLines(convention.season, meta, attendees);
  const due = dueDate(convention.startDate, meta.paymentDueDays);
  const issued = await findIssuedInvoice(db, recipient.id, convention.id);
  const template =
    (await findTemplateByName(db, INVOICE_TEMPLATE_NAME)) ?? DEFAULT_INVOICE_TEMPLATE;
  const rendered = renderTemplate(
    { subject: template.subject, body: documentBody(template.body) },
    {
      FirstName: recipient.firstName,
      LastName: recipient.lastName,
      ConventionName: convention.name,
      ConventionDates: formatClubDayRange(convention.startDate, convention.endDate),
      Total: formatEuro(total),
      PaymentReference: `${recipient.lastName.toUpperCase()} ${recipient.firstName} - ${convention.name}`,
      DueDate: displayDay(due),
      // Without an IBAN the placeholder stays, so the preview shows what is missing.
      ...(meta.iban ? { BankAccount: formatIbanGroups(meta.iban) } : {}),
    },
  );
  const amountCents = Math.round(total * 100);
  // Number, reference and QR exist once the invoice is sent: filled now when it was, else on sending.
  const filled = issued
    ? await fillIssuedPlaceholders({ title: rendered.subject, body: rendered.html }, issued, {
        meta,
        amountCents,
      })
    : { title: rendered.subject, body: rendered.html };
  const title = invoiceSubject(filled.title);
  // Markup built here from escaped texts, so it goes in after the escaping.
  const body = sanitizeHtml(
    filled.body.replace(INVOICE_LINES_PLACEHOLDER, invoiceLinesHtml(lines, total)),
  );
  return {
    recipientId,
    conventionId: convention.id,
    conventionName: convention.name,
    title,
    body,
    lines,
    total,
    context: {
      convention,
      recipient,
      registrationId: first.id,
      registrationIds: attendees.map((attendee) => attendee.id),
      meta,
      amountCents,
      dueDate: due,
      issued,
    },
  };
};
