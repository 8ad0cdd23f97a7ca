import {
  banRequestSchema,
  conventionIdParamsSchema,
  envelopeSchema,
  ignoreWishRequestSchema,
  liftBanParamsSchema,
  liftBanRequestSchema,
  myTablesSchema,
  planHistorySchema,
  publishPlanRequestSchema,
  planMovesQuerySchema,
  planMovesSchema,
  restorePlanRequestSchema,
  undoPlanRequestSchema,
  runPlanRequestSchema,
  saveTablesRequestSchema,
  tablePlanSchema,
  tableSheetsQuerySchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { refusePastConvention } from '../../../../shared/past-convention';
import { addBan, liftBan } from '../../bans';
import { ignoreWish } from '../../ignored-wishes';
import { planHistory, planMoves, restorePlan, undoPlan } from '../../history';
import { getBoard, myTables, publishPlan, runPlan, saveTables } from '../../table-plans';
import { tableSheets } from '../../table-sheets';
import type * as TableSheetsPdf from '../../table-sheets-pdf';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented, FILE_MEDIA_TYPES } from '../../../../http/route-doc';
import { clubIsoDay, downloadName } from '../../../../http/download-name';
import { sendPdf } from '../../../../http/send-pdf';
import { drawOffThread } from '../../../../shared/documents/document-pool';
import { requireUser } from '../../../../http/caller';

const planEnvelope = envelopeSchema(tablePlanSchema);
const doc = documented('Planner');

/** /api/Planner: organisers plan a convention's tables; members see theirs once published. */
export const plannerRoutes: RoutePlugin = async (app) => {
  const admin = allow('ADMIN');

  // A past convention's tables stay as they were played: every change to its plan is refused.
  app.addHook('preHandler', async (request) => {
    const { conventionId } = (request.params ?? {}) as { conventionId?: number };
    if (request.method !== 'GET' && conventionId !== undefined)
      await refusePastConvention(app.db, conventionId);
  });

  const written = (request: FastifyRequest, action: string, conventionId: number) =>
    writeAudit(app.db, {
      action,
      actorUserId: requireUser(request).id,
      targetType: 'table-plan',
      targetId: String(conventionId),
      ip: request.ip,
    });

  app.get(
    '/my',
    {
      config: {
        ...allow('USER', 'ADMIN'),
        ...doc(
          "Lists the caller's published tables at the active convention, and those of whom they registered.",
        ),
      },
      schema: { response: { 200: envelopeSchema(myTablesSchema) } },
    },
    async (request) => ok(await myTables(app.db, requireUser(request))),
  );

  app.get(
    '/:conventionId',
    {
      config: {
        ...admin,
        ...doc(
          "Shows a convention's plan: tables, warnings, unseated attendees, unmatched wishes.",
          {
            failures: [404],
          },
        ),
      },
      schema: { params: conventionIdParamsSchema, response: { 200: planEnvelope } },
    },
    async (request) => ok(await getBoard(app.db, request.params.conventionId)),
  );

  app.get(
    '/:conventionId/sheets.pdf',
    {
      config: {
        ...admin,
        ...doc(
          'Gives the published tables as a PDF to print: a page per session (or the one asked for), each table with its number, game, copy owner, teacher and players.',
          {
            operationId: 'plannerTableSheets',
            failures: [404, 409],
            file: {
              mediaType: FILE_MEDIA_TYPES.pdf,
              description: 'The table sheets, as a PDF file.',
            },
          },
        ),
      },
      schema: { params: conventionIdParamsSchema, querystring: tableSheetsQuerySchema },
    },
    async (request, reply) => {
      const sheets = await tableSheets(
        app.db,
        request.params.conventionId,
        request.query.sessionId,
      );
      return sendPdf(
        reply,
        await drawOffThread<typeof TableSheetsPdf>()(
          'contexts/planner/table-sheets-pdf',
          'tableSheetsPdf',
          sheets,
        ),
        downloadName(['table-sheets', sheets.conventionName, clubIsoDay(new Date())], 'pdf'),
      );
    },
  );

  app.post(
    '/:conventionId/run',
    {
      config: {
        ...admin,
        ...doc(
          'Plans the tables again around the pinned tables and seats, never proposing what is banned (on a worker thread).',
          { failures: [400, 404, 409] },
        ),
      },
      schema: {
        params: conventionIdParamsSchema,
        body: runPlanRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const plan = await runPlan(
        app.db,
        request.params.conventionId,
        request.body,
        requireUser(request).id,
      );
      await written(request, 'table-plan.run', request.params.conventionId);
      return ok(plan);
    },
  );

  app.put(
    '/:conventionId/tables',
    {
      config: {
        ...admin,
        ...doc('Saves who sits at each table, and which tables and seats are pinned.', {
          failures: [404, 409],
        }),
      },
      schema: {
        params: conventionIdParamsSchema,
        body: saveTablesRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const plan = await saveTables(
        app.db,
        request.params.conventionId,
        request.body,
        requireUser(request).id,
      );
      await written(request, 'table-plan.save', request.params.conventionId);
      return ok(plan);
    },
  );

  app.post(
    '/:conventionId/unmatched/ignore',
    {
      config: {
        ...admin,
        ...doc(
          "Ignores an unmatched wish of a registration's free text: it is no longer listed as unmatched.",
          { operationId: 'plannerIgnoreUnmatchedWish', failures: [404] },
        ),
      },
      schema: {
        params: conventionIdParamsSchema,
        body: ignoreWishRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      await ignoreWish(app.db, request.params.conventionId, request.body);
      await written(request, 'table-plan.ignore-wish', request.params.conventionId);
      return ok(await getBoard(app.db, request.params.conventionId));
    },
  );

  app.post(
    '/:conventionId/bans',
    {
      config: {
        ...admin,
        ...doc(
          'Bans a table (its game is not proposed in its sessions again) or a seat (that player is not seated at that game then).',
          { failures: [404, 409] },
        ),
      },
      schema: {
        params: conventionIdParamsSchema,
        body: banRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const plan = await addBan(
        app.db,
        request.params.conventionId,
        request.body,
        requireUser(request).id,
      );
      await written(request, 'table-plan.ban', request.params.conventionId);
      return ok(plan);
    },
  );

  app.delete(
    '/:conventionId/bans/:banId',
    {
      config: {
        ...admin,
        ...doc('Lifts a ban: the next run may propose that table or seat again.', {
          failures: [404, 409],
        }),
      },
      schema: {
        params: liftBanParamsSchema,
        body: liftBanRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const plan = await liftBan(
        app.db,
        request.params.conventionId,
        request.params.banId,
        request.body.version,
        requireUser(request).id,
      );
      await written(request, 'table-plan.lift-ban', request.params.conventionId);
      return ok(plan);
    },
  );

  app.get(
    '/:conventionId/history',
    {
      config: {
        ...admin,
        ...doc(
          "Lists the plan's last versions (runs and saved edits), newest first, with when, by whom and their metrics.",
          { failures: [404] },
        ),
      },
      schema: {
        params: conventionIdParamsSchema,
        response: { 200: envelopeSchema(planHistorySchema) },
      },
    },
    async (request) => ok(await planHistory(app.db, request.params.conventionId)),
  );

  app.post(
    '/:conventionId/restore',
    {
      config: {
        ...admin,
        ...doc('Makes a kept earlier version the draft again, as a new version.', {
          failures: [404, 409],
        }),
      },
      schema: {
        params: conventionIdParamsSchema,
        body: restorePlanRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const plan = await restorePlan(
        app.db,
        request.params.conventionId,
        request.body,
        requireUser(request).id,
      );
      await written(request, 'table-plan.restore', request.params.conventionId);
      return ok(plan);
    },
  );

  app.post(
    '/:conventionId/undo',
    {
      config: {
        ...admin,
        ...doc(
          'Takes back the last change of the plan (an undo after an undo takes back the one before), as a new version.',
          { failures: [404, 409] },
        ),
      },
      schema: {
        params: conventionIdParamsSchema,
        body: undoPlanRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const plan = await undoPlan(
        app.db,
        request.params.conventionId,
        request.body,
        requireUser(request).id,
      );
      await written(request, 'table-plan.undo', request.params.conventionId);
      return ok(plan);
    },
  );

  app.get(
    '/:conventionId/moves',
    {
      config: {
        ...admin,
        ...doc(
          'Lists who sits at another game, or at none, in one kept version than in another, session by session.',
          { failures: [404] },
        ),
      },
      schema: {
        params: conventionIdParamsSchema,
        querystring: planMovesQuerySchema,
        response: { 200: envelopeSchema(planMovesSchema) },
      },
    },
    async (request) => ok(await planMoves(app.db, request.params.conventionId, request.query)),
  );

  app.post(
    '/:conventionId/publish',
    {
      config: {
        ...admin,
        ...doc('Publishes the plan to the attendees, with an inbox message and a mail each.', {
          failures: [404, 409],
        }),
      },
      schema: {
        params: conventionIdParamsSchema,
        body: publishPlanRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const plan = await publishPlan(
        app.db,
        request.params.conventionId,
        request.body.version,
        requireUser(request),
        app.config.publicUrl,
      );
      await written(request, 'table-plan.publish', request.params.conventionId);
      return ok(plan);
    },
  );
};
