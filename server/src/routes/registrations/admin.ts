import {
  adminRegistrationSchema,
  checkedInRequestSchema,
  conventionListQuerySchema,
  DEFAULT_EXPORT_FILE_NAME,
  envelopeSchema,
  registrationExportQuerySchema,
  registrationExportSchema,
  registrationIdParamsSchema,
  registrationRequestSchema,
  registrationSchema,
  waitingListQuerySchema,
  XLSX_EXPORT_FILE_NAME,
} from 'shared-api/contract';
import type { AdminRegistration } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { registrations } from '../../db/schema';
import { CONVENTION_NOT_FOUND, notFound } from '../../domain/conventions/convention-errors';
import { loadConvention } from '../../domain/conventions/load-conventions';
import { badgesPdf } from '../../domain/registrations/badges-pdf';
import { checkinListPdf } from '../../domain/registrations/checkin-list-pdf';
import { conventionRegistrations } from '../../domain/registrations/convention-registrations';
import { REGISTRATION_MESSAGES } from '../../domain/registrations/registration-errors';
import { registrationsXlsx } from '../../domain/registrations/registrations-xlsx';
import { ApiError } from '../../http/api-error';
import { sendPdf } from '../../http/send-pdf';
import { writeAudit } from '../../domain/audit/write-audit';
import { findActiveConvention } from '../../domain/registrations/active-convention';
import {
  loadAdminRegistrations,
  loadRegistration,
} from '../../domain/registrations/load-registrations';
import { reissueInvoiceAfterChange } from '../../domain/registrations/self-service';
import {
  notifyPromotion,
  promoteByHand,
  waitingListOrder,
} from '../../domain/registrations/waiting-list';
import { registrationsCsv } from '../../domain/registrations/registrations-csv';
import { updateRegistration } from '../../domain/registrations/update-registration';
import { allow } from '../../http/access';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { documented } from '../../http/route-doc';
import { requireUser } from '../../plugins/auth';
import type { Db } from '../../db/client';

const admin = allow('ADMIN');

const doc = documented('Registration');

/** Every registration of the active convention; none when no convention is active. */
const activeConventionRegistrations = async (db: Db) => {
  const convention = await findActiveConvention(db);
  return convention ? conventionRegistrations(db, convention.id) : [];
};

/** Who comes: not those waiting for a place, nor those who cancelled. */
const attending = (rows: AdminRegistration[]) => rows.filter((row) => row.status === 'registered');

/** The convention a convention-day list is for, with its attendees. */
const conventionDay = async (db: Db, conventionId: number) => {
  const convention = await loadConvention(db, conventionId);
  if (!convention) throw notFound(CONVENTION_NOT_FOUND);
  return { convention, registrations: attending(await conventionRegistrations(db, conventionId)) };
};

/** A sheet printed for the convention's door, drawn from one convention's attendees. */
interface ConventionDayPdf {
  path: string;
  summary: string;
  operationId: string;
  fileName: string;
  draw: (day: Awaited<ReturnType<typeof conventionDay>>) => Promise<Uint8Array>;
}

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

  /**
   * The active convention's registrations as a file, base64 in data: CSV (comma or semicolon
   * separated) or an .xlsx workbook with a column per session and typed cells.
   */
  app.get(
    '/export-registrations',
    {
      config: {
        ...admin,
        ...doc(
          "Exports the active convention's registrations as a CSV file (comma or semicolon separated) or an .xlsx workbook, base64-encoded.",
          { operationId: 'registrationAdminExport' },
        ),
      },
      schema: {
        querystring: registrationExportQuerySchema,
        response: { 200: envelopeSchema(registrationExportSchema) },
      },
    },
    async (request) => {
      const { format, separator } = request.query;
      const convention = await findActiveConvention(app.db);
      const rows = convention
        ? attending(await conventionRegistrations(app.db, convention.id))
        : [];
      await writeAudit(app.db, {
        action: 'registration.export',
        actorUserId: requireUser(request).id,
        details: { count: rows.length, format },
        ip: request.ip,
      });
      if (format === 'xlsx') {
        const sessions = convention
          ? ((await loadConvention(app.db, convention.id))?.sessions ?? [])
          : [];
        return ok({
          data: (await registrationsXlsx(rows, sessions)).toString('base64'),
          fileName: XLSX_EXPORT_FILE_NAME,
        });
      }
      return ok({
        data: Buffer.from(registrationsCsv(rows, separator), 'utf8').toString('base64'),
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
        params: registrationIdParamsSchema,
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

  /** The door team marks an attendee as arrived, or takes the mark back. */
  app.put(
    '/:id/checked-in',
    {
      config: {
        ...admin,
        ...doc(
          'Marks a registration as checked in at the convention, or not, for the administrators.',
          {
            operationId: 'registrationAdminCheckedIn',
            failures: [404],
          },
        ),
      },
      schema: {
        params: registrationIdParamsSchema,
        body: checkedInRequestSchema,
        response: { 200: envelopeSchema(adminRegistrationSchema) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(registrations)
        .set({ checkedIn: request.body.checkedIn })
        .where(eq(registrations.id, request.params.id))
        .returning({ id: registrations.id });
      if (!row) throw new ApiError(404, REGISTRATION_MESSAGES.notFound);
      await writeAudit(app.db, {
        action: 'registration.checked-in',
        actorUserId: requireUser(request).id,
        targetType: 'registration',
        targetId: row.id,
        details: { checkedIn: request.body.checkedIn },
        ip: request.ip,
      });
      const updated = await loadRegistration(app.db, row.id);
      if (!updated) throw new ApiError(404, REGISTRATION_MESSAGES.notFound);
      return ok(updated);
    },
  );

  /** GET <path>?conventionId=: the sheet as a PDF download, for the administrators. */
  const conventionDayPdfRoute = ({
    path,
    summary,
    operationId,
    fileName,
    draw,
  }: ConventionDayPdf) =>
    app.get(
      path,
      {
        config: { ...admin, ...doc(summary, { operationId, failures: [404] }) },
        schema: { querystring: conventionListQuerySchema },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await draw(await conventionDay(app.db, request.query.conventionId)),
          fileName,
        ),
    );

  conventionDayPdfRoute({
    path: '/checkin-list',
    summary: "Gives a convention's check-in list as a PDF, sorted by last name.",
    operationId: 'registrationAdminCheckinList',
    fileName: 'checkin-list.pdf',
    draw: ({ convention, registrations: rows }) => checkinListPdf(convention, rows),
  });

  conventionDayPdfRoute({
    path: '/badges',
    summary: "Gives a convention's name badges as a PDF of A4 label sheets.",
    operationId: 'registrationAdminBadges',
    fileName: 'badges.pdf',
    draw: ({ convention, registrations: rows }) => badgesPdf(convention.name, rows),
  });
};
