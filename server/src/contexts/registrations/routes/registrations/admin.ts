import {
  adminRegistrationSchema,
  adminRegistrationsQuerySchema,
  checkedInRequestSchema,
  conventionListQuerySchema,
  promotedRegistrationSchema,
  envelopeSchema,
  registrationExportQuerySchema,
  registrationExportSchema,
  registrationIdParamsSchema,
  registrationRequestSchema,
  registrationSchema,
  waitingListQuerySchema,
} from 'shared-api/contract';
import type { AdminRegistration, Language } from 'shared-api/contract';
import { z } from 'zod';
import { CONVENTION_NOT_FOUND, notFound } from '../../../conventions';
import { loadConvention } from '../../../conventions';
import type * as Badges from '../../badges-pdf';
import type * as CheckinList from '../../checkin-list-pdf';
import { setCheckedIn } from '../../check-in';
import { conventionRegistrations } from '../../convention-registrations';
import { REGISTRATION_MESSAGES } from '../../registration-errors';
import type * as RegistrationsXlsx from '../../registrations-xlsx';
import { ApiError } from '../../../../http/api-error';
import { clubIsoDay, downloadName } from '../../../../http/download-name';
import { sendPdf } from '../../../../http/send-pdf';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { drawOffThread } from '../../../../shared/documents/document-pool';
import { sameDocument } from '../../../../shared/documents/same-document';
import { findActiveConvention } from '../../active-convention';
import { loadAdminRegistrations, loadRegistration } from '../../load-registrations';
import { promoteRegistration, waitingListOrder } from '../../lifecycle';
import { registrationsCsv } from '../../registrations-csv';
import { updateRegistration } from '../../update-registration';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented, FILE_MEDIA_TYPES } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';
import type { Db } from '../../../../db/client';
import { attendeeLanguages } from '../../attendee-languages';

const admin = allow('ADMIN');

const doc = documented('Registration');

/**
 * The convention an organiser's list is for: the one asked for (404 when there is none such), else
 * the active one, else none.
 */
const chosenConvention = async (db: Db, conventionId: number | undefined) => {
  if (conventionId === undefined) return findActiveConvention(db);
  const convention = await loadConvention(db, conventionId);
  if (!convention) throw notFound(CONVENTION_NOT_FOUND);
  return convention;
};

/** A convention's registrations the search finds; none when no convention is chosen or active. */
const chosenConventionRegistrations = async (
  db: Db,
  conventionId: number | undefined,
  search?: string,
) => {
  const convention = await chosenConvention(db, conventionId);
  return convention ? conventionRegistrations(db, convention.id, search) : [];
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
  /** What the file is: its name goes on with the convention's name and the day. */
  fileKind: string;
  /** `reader`: the language of the organiser who asked, for the sheet's own words. */
  draw: (day: Awaited<ReturnType<typeof conventionDay>>, reader: Language) => Promise<Uint8Array>;
}

/** /api/Registration/admin: Convention Registrations. */
export const adminRegistrationRoutes: RoutePlugin = async (app) => {
  app.get(
    '/active-convention-registrations',
    {
      config: {
        ...admin,
        ...doc(
          "Lists a convention's registrations (the active one's unless conventionId names another), or those whose attendee's name, email or car plate holds every word of the search, for the administrators.",
          { operationId: 'registrationAdminList', failures: [404] },
        ),
      },
      schema: {
        querystring: adminRegistrationsQuerySchema,
        response: { 200: envelopeSchema(z.array(adminRegistrationSchema)) },
      },
    },
    async (request) =>
      ok(
        await chosenConventionRegistrations(
          app.db,
          request.query.conventionId,
          request.query.search,
        ),
      ),
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
      const updated = await updateRegistration(
        app.db,
        request.body,
        app.config.publicUrl,
        request.log,
      );
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
   * A convention's registrations (the active one's unless asked for another) as a file, base64 in data: CSV (comma or semicolon
   * separated) or an .xlsx workbook with a column per session and typed cells.
   */
  app.get(
    '/export-registrations',
    {
      config: {
        ...admin,
        ...doc(
          "Exports a convention's registrations (the active one's unless conventionId names another) as a CSV file (comma or semicolon separated) or an .xlsx workbook, base64-encoded.",
          { operationId: 'registrationAdminExport', failures: [404] },
        ),
      },
      schema: {
        querystring: registrationExportQuerySchema,
        response: { 200: envelopeSchema(registrationExportSchema) },
      },
    },
    async (request) => {
      const { conventionId, format, separator } = request.query;
      const convention = await chosenConvention(app.db, conventionId);
      const rows = convention
        ? attending(await conventionRegistrations(app.db, convention.id))
        : [];
      await writeAudit(app.db, {
        action: 'registration.export',
        actorUserId: requireUser(request).id,
        details: { count: rows.length, format },
        ip: request.ip,
      });
      const fileName = (extension: string) =>
        downloadName(['registrations', convention?.name, clubIsoDay(new Date())], extension);
      const loaded = convention ? await loadConvention(app.db, convention.id) : null;
      const meals = loaded?.meals ?? [];
      if (format === 'xlsx') {
        return ok({
          data: Buffer.from(
            await drawOffThread<typeof RegistrationsXlsx>()(
              'contexts/registrations/registrations-xlsx',
              'registrationsXlsx',
              rows,
              loaded?.sessions ?? [],
              meals,
            ),
          ).toString('base64'),
          fileName: fileName('xlsx'),
        });
      }
      return ok({
        data: Buffer.from(registrationsCsv(rows, meals, separator), 'utf8').toString('base64'),
        fileName: fileName('csv'),
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
          'Places a registration from the waiting list, out of turn if need be and beyond the capacity when the convention is full (overCapacityBy says by how many), for the administrators.',
          { operationId: 'registrationAdminPromote', failures: [404, 409] },
        ),
      },
      schema: {
        params: registrationIdParamsSchema,
        response: { 200: envelopeSchema(promotedRegistrationSchema) },
      },
    },
    async (request) => {
      const { registrationId, overCapacityBy } = await promoteRegistration(
        app.db,
        { userId: requireUser(request).id, ip: request.ip },
        request.params.id,
        { publicUrl: app.config.publicUrl, log: request.log },
      );
      const row = await loadRegistration(app.db, registrationId);
      if (!row) throw new ApiError(404, REGISTRATION_MESSAGES.notFound);
      return ok({ ...row, overCapacityBy });
    },
  );

  /** The door team marks an attendee as arrived, or takes the mark back. */
  app.put(
    '/:id/checked-in',
    {
      config: {
        ...admin,
        ...doc(
          'Marks a registration as checked in at the convention, or for one of its sessions, or not, for the administrators.',
          {
            operationId: 'registrationAdminCheckedIn',
            failures: [400, 404],
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
      const { id } = request.params;
      await setCheckedIn(app.db, id, request.body);
      await writeAudit(app.db, {
        action: 'registration.checked-in',
        actorUserId: requireUser(request).id,
        targetType: 'registration',
        targetId: id,
        details: {
          checkedIn: request.body.checkedIn,
          ...(request.body.sessionId === undefined ? {} : { sessionId: request.body.sessionId }),
        },
        ip: request.ip,
      });
      const updated = await loadRegistration(app.db, id);
      if (!updated) throw new ApiError(404, REGISTRATION_MESSAGES.notFound);
      return ok(updated);
    },
  );

  /** GET <path>?conventionId=: the sheet as a PDF download, for the administrators. */
  const conventionDayPdfRoute = ({
    path,
    summary,
    operationId,
    fileKind,
    draw,
  }: ConventionDayPdf) =>
    app.get(
      path,
      {
        config: {
          ...admin,
          ...doc(summary, {
            operationId,
            failures: [404],
            file: { mediaType: FILE_MEDIA_TYPES.pdf, description: 'The sheet, as a PDF file.' },
          }),
        },
        schema: { querystring: conventionListQuerySchema },
      },
      async (request, reply) => {
        const { conventionId } = request.query;
        const reader = requireUser(request).language;
        const key = `${fileKind}/${conventionId}/${reader}`;
        const { name, pdf } = await sameDocument(key, async () => {
          const day = await conventionDay(app.db, conventionId);
          return { name: day.convention.name, pdf: await draw(day, reader) };
        });
        return sendPdf(reply, pdf, downloadName([fileKind, name, clubIsoDay(new Date())], 'pdf'));
      },
    );

  conventionDayPdfRoute({
    path: '/checkin-list',
    summary: "Gives a convention's check-in list as a PDF, sorted by last name.",
    operationId: 'registrationAdminCheckinList',
    fileKind: 'checkin-list',
    draw: ({ convention, registrations: rows }, reader) =>
      drawOffThread<typeof CheckinList>()(
        'contexts/registrations/checkin-list-pdf',
        'checkinListPdf',
        convention,
        rows,
        reader,
      ),
  });

  conventionDayPdfRoute({
    path: '/badges',
    summary: "Gives a convention's name badges as a PDF of A4 label sheets.",
    operationId: 'registrationAdminBadges',
    fileKind: 'badges',
    draw: async ({ convention, registrations: rows }) =>
      drawOffThread<typeof Badges>()(
        'contexts/registrations/badges-pdf',
        'badgesPdf',
        convention.name,
        rows,
        await attendeeLanguages(app.db, rows),
      ),
  });
};
