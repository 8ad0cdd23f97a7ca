import {
  ledgerOf,
  type PaymentMethod,
  type PaymentRecord,
  type PaymentRow,
} from 'shared-api/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db } from '../../../db/client';
import { conventions, invoices, payments, registrations, users } from '../../../db/schema';
import { ledgerFigures } from '../invoices/invoice-ledger';
import { paymentSearch } from './payment-search';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';

/**
 * GET /api/Payments?conventionId=&search=: every numbered invoice with what it received; only
 * those the search finds when there is one.
 */
export const listPayments = async (
  db: Db,
  conventionId?: number,
  search?: string,
): Promise<PaymentRow[]> => {
  const rows = await db
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      conventionId: invoices.conventionId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      amountCents: invoices.amountCents,
      structuredReference: invoices.structuredReference,
      dueDate: invoices.dueDate,
      lastRemindedAt: invoices.lastRemindedAt,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.recipientUserId))
    .where(
      and(
        isNotNull(invoices.number),
        conventionId === undefined ? undefined : eq(invoices.conventionId, conventionId),
        paymentSearch(search),
      ),
    )
    .orderBy(asc(invoices.number));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.invoiceId);
  const recorded = await db
    .select({
      paymentId: payments.id,
      invoiceId: payments.invoiceId,
      amountCents: payments.amountCents,
      method: payments.method,
      date: payments.paidOn,
      note: payments.note,
      recordedByFirst: users.firstName,
      recordedByLast: users.lastName,
      statementEntryId: payments.statementEntryId,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedByUserId))
    .where(anyOf(payments.invoiceId, ids))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  const attendees = await db
    .select({
      id: registrations.id,
      userId: registrations.userId,
      conventionId: registrations.conventionId,
    })
    .from(registrations)
    .where(
      anyOf(
        registrations.userId,
        rows.map((row) => row.userId),
      ),
    )
    .orderBy(asc(registrations.createdAt));

  return rows.map((row) => {
    const records: PaymentRecord[] = recorded
      .filter((record) => record.invoiceId === row.invoiceId)
      .map((record) => ({
        paymentId: record.paymentId,
        amountCents: record.amountCents,
        method: record.method as PaymentMethod,
        date: record.date,
        note: record.note,
        recordedBy:
          record.recordedByFirst === null
            ? null
            : `${record.recordedByFirst} ${record.recordedByLast ?? ''}`.trim(),
        fromStatement: record.statementEntryId !== null,
      }));
    const ledger = ledgerOf(
      row.amountCents,
      records.map((record) => ({ ...record, paidOn: record.date })),
    );
    return {
      invoiceId: row.invoiceId,
      invoiceNumber: row.invoiceNumber,
      registrationIds: attendees
        .filter((a) => a.userId === row.userId && a.conventionId === row.conventionId)
        .map((a) => a.id),
      recipient: {
        userId: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
      },
      amountCents: row.amountCents,
      ...ledgerFigures(ledger),
      structuredReference: row.structuredReference
        ? formatStructuredReference(row.structuredReference)
        : null,
      dueDate: row.dueDate,
      lastRemindedAt: row.lastRemindedAt?.toISOString() ?? null,
      payments: records,
    };
  });
};

/** The name of the convention a payments list is filtered on, for its file's name. */
export const listedConventionName = async (
  db: Db,
  conventionId: number | undefined,
): Promise<string | undefined> => {
  if (conventionId === undefined) return undefined;
  const [convention] = await db
    .select({ name: conventions.name })
    .from(conventions)
    .where(eq(conventions.id, conventionId));
  return convention?.name;
};
