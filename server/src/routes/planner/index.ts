import {
  banRequestSchema,
  conventionIdParamsSchema,
  envelopeSchema,
  liftBanParamsSchema,
  liftBanRequestSchema,
  myTablesSchema,
  planHistorySchema,
  publishPlanRequestSchema,
  restorePlanRequestSchema,
  runPlanRequestSchema,
  saveTablesRequestSchema,
  tablePlanSchema,
  tableSheetsQuerySchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { conventions } from '../../db/schema';
import { writeAudit } from '../../domain/audit/write-audit';
import { addBan, liftBan } from '../../domain/planner/bans';
import { planHistory, restorePlan } from '../../domain/planner/history';
import {
  getBoard,
  myTables,
  publishPlan,
  runPlan,
  saveTables,
} from '../../domain/planner/table-plans';
import { tableSheets } from '../../domain/planner/table-sheets';
import { tableSheetsPdf } from '../../domain/planner/table-sheets-pdf';
import { allow } from '../../http/access';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { documented } from '../../http/route-doc';
import { sendPdf } from '../../http/send-pdf';
import { requireUser } from '../../plugins/auth';

const planEnvelope = envelopeSchema(tablePlanSchema);
const doc = documented('Planner');

/** /api/Planner: organisers plan a convention's tables; members see theirs once published. */
export const plannerRoutes: RoutePlugin = async (app) => {
  const admin = allow('ADMIN');

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
    async (request) => {
      const [active] = await app.db
        .select({ id: conventions.id })
        .from(conventions)
        .where(eq(conventions.isActive, true));
      return ok(await myTables(app.db, requireUser(request), active?.id ?? null));
    },
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
          { operationId: 'plannerTableSheets', failures: [404, 409] },
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
      return sendPdf(reply, await tableSheetsPdf(sheets), 'table-sheets.pdf');
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
