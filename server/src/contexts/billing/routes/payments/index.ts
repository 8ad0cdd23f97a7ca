import {
  assignStatementEntryRequestSchema,
  envelopeSchema,
  importResultSchema,
  importStatementRequestSchema,
  pagedResultSchema,
  pageQuerySchema,
  statementEntrySchema,
  paymentRowSchema,
  paymentsExportQuerySchema,
  paymentsQuerySchema,
  registrationExportSchema,
  recordedPaymentSchema,
  recordPaymentRequestSchema,
  remindRequestSchema,
  remindResultSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { clubIsoDay, downloadName } from '../../../../http/download-name';
import { writeAudit, writeAudits, type AuditEntry } from '../../../../shared/audit/write-audit';
import {
  assignStatementEntry,
  importStatement,
  listUnmatchedEntries,
} from '../../payments/import-statement';
import { listedConventionName, listPayments } from '../../payments/list-payments';
import { paymentsCsv, paymentsXlsx } from '../../payments/payments-export';
import { sendReminders } from '../../payments/send-reminders';
import { deletePayment, recordPayment, type PaymentChange } from '../../payments/record-payment';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const admin = allow('ADMIN');
const doc = documented('Payments');
const recorded = { 200: envelopeSchema(recordedPaymentSchema) };

/** /api/Payments: what each invoice received, recorded by hand or undone. Admins only. */
export const paymentRoutes: RoutePlugin = async (app) => {
  const auditEntry = (
    action: string,
    actorUserId: string,
    change: PaymentChange,
    ip: string,
  ): AuditEntry => ({
    action,
    actorUserId,
    targetType: 'invoice',
    targetId: change.invoiceId,
    details: {
      paymentId: change.paymentId,
      amountCents: change.amountCents,
      statusBefore: change.before,
      status: change.status,
      paidCents: change.paidCents,
      ...(change.statementEntryId ? { statementEntryId: change.statementEntryId } : {}),
    },
    ip,
  });
  const audit = (action: string, actorUserId: string, change: PaymentChange, ip: string) =>
    writeAudit(app.db, auditEntry(action, actorUserId, change, ip));

  app.get(
    '/',
    {
      config: {
        ...admin,
        ...doc('Lists the invoices with the money they received and their payment status.', {
          operationId: 'paymentsList',
        }),
      },
      schema: {
        querystring: paymentsQuerySchema,
        response: { 200: envelopeSchema(z.array(paymentRowSchema)) },
      },
    },
    async (request) =>
      ok(await listPayments(app.db, request.query.conventionId, request.query.search)),
  );

  /** The accountant's file: the workbook holds invoices and payments, a CSV file the one chosen. */
  app.get(
    '/export',
    {
      config: {
        ...admin,
        ...doc(
          "Exports a convention's invoices and payments for the accountant: an .xlsx workbook with both, or the invoices or the payments as a CSV file (comma or semicolon separated), base64-encoded.",
          { operationId: 'paymentsExport' },
        ),
      },
      schema: {
        querystring: paymentsExportQuerySchema,
        response: { 200: envelopeSchema(registrationExportSchema) },
      },
    },
    async (request) => {
      const { conventionId, format, separator, list } = request.query;
      const rows = await listPayments(app.db, conventionId);
      const conventionName = await listedConventionName(app.db, conventionId);
      await writeAudit(app.db, {
        action: 'payment.export',
        actorUserId: requireUser(request).id,
        details: { count: rows.length, format, list, conventionId: conventionId ?? null },
        ip: request.ip,
      });
      const fileName = (kind: string, extension: string) =>
        downloadName([kind, conventionName, clubIsoDay(new Date())], extension);
      if (format === 'xlsx') {
        return ok({
          data: (await paymentsXlsx(rows)).toString('base64'),
          fileName: fileName('payments', 'xlsx'),
        });
      }
      return ok({
        data: Buffer.from(paymentsCsv(rows, list, separator), 'utf8').toString('base64'),
        fileName: fileName(list, 'csv'),
      });
    },
  );

  app.post(
    '/remind',
    {
      config: {
        ...admin,
        ...doc("Mails the 'Payment Reminder' to the chosen invoices that still have money to pay."),
      },
      schema: { body: remindRequestSchema, response: { 200: envelopeSchema(remindResultSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const reminded = await sendReminders(app.db, request.body.invoiceIds);
      for (const invoiceId of reminded) {
        await writeAudit(app.db, {
          action: 'payment.remind',
          actorUserId: user.id,
          targetType: 'invoice',
          targetId: invoiceId,
          ip: request.ip,
        });
      }
      return ok({ sent: reminded.length });
    },
  );

  app.post(
    '/:invoiceId/record',
    {
      config: {
        ...admin,
        ...doc('Records money received for an invoice, or paid back, by hand.', {
          operationId: 'paymentsRecord',
          failures: [404],
        }),
      },
      schema: {
        params: z.strictObject({ invoiceId: z.string() }),
        body: recordPaymentRequestSchema,
        response: recorded,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const change = await recordPayment(app.db, request.params.invoiceId, request.body, user.id);
      await audit('payment.record', user.id, change, request.ip);
      return ok({
        paymentId: change.paymentId,
        status: change.status,
        paidCents: change.paidCents,
      });
    },
  );

  app.delete(
    '/record/:paymentId',
    {
      config: {
        ...admin,
        ...doc('Undoes a payment recorded by mistake.', {
          operationId: 'paymentsRecordDelete',
          failures: [404],
        }),
      },
      schema: { params: z.strictObject({ paymentId: z.string() }), response: recorded },
    },
    async (request) => {
      const user = requireUser(request);
      const change = await deletePayment(app.db, request.params.paymentId);
      await audit('payment.undo', user.id, change, request.ip);
      return ok({
        paymentId: change.paymentId,
        status: change.status,
        paidCents: change.paidCents,
      });
    },
  );

  app.post(
    '/import',
    {
      // A 10 MB statement is 13.4 MB in base64; every other route keeps the 1 MiB default.
      bodyLimit: 15 * 1024 * 1024,
      config: {
        ...admin,
        ...doc(
          'Imports a bank statement (camt.053 or CODA): each credit paying an invoice by its structured communication is recorded, the others are suggested or listed.',
          { operationId: 'paymentsImport' },
        ),
      },
      schema: {
        body: importStatementRequestSchema,
        response: { 200: envelopeSchema(importResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { result, changes } = await importStatement(
        app.db,
        request.body.fileName,
        request.body.contentBase64,
        user.id,
      );
      await writeAudits(app.db, [
        {
          action: 'payment.import',
          actorUserId: user.id,
          targetType: 'statement',
          details: { fileName: request.body.fileName, ...result },
          ip: request.ip,
        },
        ...changes.map((change) => auditEntry('payment.record', user.id, change, request.ip)),
      ]);
      return ok(result);
    },
  );

  app.get(
    '/import/unmatched',
    {
      config: {
        ...admin,
        ...doc(
          'Lists one page of the imported bank statement credits that no invoice has yet, oldest first.',
          { operationId: 'paymentsImportUnmatched' },
        ),
      },
      schema: {
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pagedResultSchema(statementEntrySchema)) },
      },
    },
    async (request) => ok(await listUnmatchedEntries(app.db, request.query)),
  );

  app.post(
    '/import/:entryId/assign',
    {
      config: {
        ...admin,
        ...doc('Records an imported bank statement credit as the payment of the chosen invoice.', {
          operationId: 'paymentsImportAssign',
          failures: [404, 409],
        }),
      },
      schema: {
        params: z.strictObject({ entryId: z.string() }),
        body: assignStatementEntryRequestSchema,
        response: recorded,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const change = await assignStatementEntry(
        app.db,
        request.params.entryId,
        request.body.invoiceId,
        user.id,
      );
      await audit('payment.record', user.id, change, request.ip);
      return ok({
        paymentId: change.paymentId,
        status: change.status,
        paidCents: change.paidCents,
      });
    },
  );
};
