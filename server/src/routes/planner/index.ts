import {
  conventionIdParamsSchema,
  envelopeSchema,
  myTablesSchema,
  publishPlanRequestSchema,
  runPlanRequestSchema,
  saveTablesRequestSchema,
  tablePlanSchema,
  tableSheetsQuerySchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { conventions } from '../../db/schema';
import { writeAudit } from '../../domain/audit/write-audit';
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
        ...doc('Plans the tables again around the pinned ones (on a worker thread).', {
          failures: [404, 409],
        }),
      },
      schema: {
        params: conventionIdParamsSchema,
        body: runPlanRequestSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const plan = await runPlan(app.db, request.params.conventionId, request.body);
      await written(request, 'table-plan.run', request.params.conventionId);
      return ok(plan);
    },
  );

  app.put(
    '/:conventionId/tables',
    {
      config: {
        ...admin,
        ...doc('Saves who sits at each table and which tables are pinned.', {
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
      const plan = await saveTables(app.db, request.params.conventionId, request.body);
      await written(request, 'table-plan.save', request.params.conventionId);
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
