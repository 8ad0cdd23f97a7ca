import {
  adminRegistrationSchema,
  DEFAULT_EXPORT_FILE_NAME,
  envelopeSchema,
  registrationExportSchema,
  registrationRequestSchema,
  registrationSchema,
  waitingListQuerySchema,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { registrations } from '../../db/schema';
import { writeAudit } from '../../domain/audit/write-audit';
import { findActiveConvention } from '../../domain/registrations/active-convention';
import { loadAdminRegistrations } from '../../domain/registrations/load-registrations';
import { registrationsCsv } from '../../domain/registrations/registrations-csv';
import { updateRegistration } from '../../domain/registrations/update-registration';
import { reissueInvoiceAfterChange } from '../../domain/registrations/self-service';
import {
  notifyPromotion,
  promoteByHand,
  waitingListOrder,
} from '../../domain/registrations/waiting-list';
import { allow } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { REGISTRATION_MESSAGES } from '../../domain/registrations/registration-errors';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { documented } from '../../http/route-doc';
import { requireUser } from '../../plugins/auth';
import type { Db } from '../../db/client';
import { paymentSummaries, summaryKey } from '../../domain/payments/payment-summaries';

const admin = allow('ADMIN');

const doc = documented('Registration');

/** Every registration of the active convention; none when no convention is active. */
const activeConventionRegistrations = async (db: Db) => {
  const convention = await findActiveConvention(db);
  if (!convention) return [];
  const rows = await loadAdminRegistrations(db, eq(registrations.conventionId, convention.id));
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

/** /api/Registration/admin: Convention Registrations. */
export const adminRegistrationRoutes: RoutePlugin = async (app) => {
  app.get(
    '/active-convention-registrations',
    {
      config: {
        ...admin,
        ...doc('Lists every registration for the active convention, for the administrators.', {
          operationId: 'registrationAdminList',
        }),
      },
      schema: { response: { 200: envelopeSchema(z.array(adminRegistrationSchema)) } },
    },
    async () => ok(await activeConventionRegistrations(app.db)),
  );

  app.put(
    '/update',
    {
      config: {
        ...admin,
        ...doc('Changes a registration, for the administrators.', { failures: [404, 409] }),
      },
      schema: {
        body: registrationRequestSchema,
        response: { 200: envelopeSchema(adminRegistrationSchema) },
      },
    },
    async (request) => {
      const updated = await updateRegistration(app.db, request.body);
      await writeAudit(app.db, {
        action: 'registration.update',
        actorUserId: requireUser(request).id,
        targetType: 'registration',
        targetId: updated.id,
        ip: request.ip,
      });
      return ok(updated);
    },
  );

  /** The active convention's registrations as a CSV file: data is base64. */
  app.get(
    '/export-registrations',
    {
      config: {
        ...admin,
        ...doc("Exports the active convention's registrations as a CSV file, base64-encoded.", {
          operationId: 'registrationAdminExport',
        }),
      },
      schema: { response: { 200: envelopeSchema(registrationExportSchema) } },
    },
    async (request) => {
      // The attendees: not those waiting for a place, nor those who cancelled.
      const rows = (await activeConventionRegistrations(app.db)).filter(
        (row) => row.status === 'registered',
      );
      await writeAudit(app.db, {
        action: 'registration.export',
        actorUserId: requireUser(request).id,
        details: { count: rows.length },
        ip: request.ip,
      });
      return ok({
        data: Buffer.from(registrationsCsv(rows), 'utf8').toString('base64'),
        fileName: DEFAULT_EXPORT_FILE_NAME,
      });
    },
  );

  app.get(
    '/waiting-list',
    {
      config: {
        ...admin,
        ...doc("Lists a convention's waiting list, first in line first, for the administrators.", {
          operationId: 'registrationAdminWaitingList',
        }),
      },
      schema: {
        querystring: waitingListQuerySchema,
        response: { 200: envelopeSchema(z.array(registrationSchema)) },
      },
    },
    async (request) => {
      const rows = await loadAdminRegistrations(
        app.db,
        waitingListOrder(request.query.conventionId),
      );
      return ok(rows.sort((a, b) => (a.waitingPosition ?? 0) - (b.waitingPosition ?? 0)));
    },
  );

  app.post(
    '/:id/promote',
    {
      config: {
        ...admin,
        ...doc(
          'Places a registration from the waiting list while a place is free, out of turn if need be, for the administrators.',
          { operationId: 'registrationAdminPromote', failures: [404, 409] },
        ),
      },
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeSchema(adminRegistrationSchema) },
      },
    },
    async (request) => {
      const promotion = await promoteByHand(app.db, request.params.id);
      await notifyPromotion(app.db, promotion, app.config.publicUrl);
      await writeAudit(app.db, {
        action: 'registration.promote',
        actorUserId: requireUser(request).id,
        targetType: 'registration',
        targetId: promotion.registrationId,
        ip: request.ip,
      });
      const [row] = await loadAdminRegistrations(
        app.db,
        eq(registrations.id, promotion.registrationId),
      );
      if (!row) throw new ApiError(404, REGISTRATION_MESSAGES.notFound);
      await reissueInvoiceAfterChange(
        app.db,
        row.userId,
        row.conventionId,
        app.config.publicUrl,
        request.log,
      );
      return ok(row);
    },
  );
};
