import {
  conventionSchema,
  createConventionRequestSchema,
  envelopeSchema,
  NO_ACTIVE_CONVENTION,
  registrationStatusRequestSchema,
  updateConventionRequestSchema,
  updateSessionRequestSchema,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { conventions } from '../../db/schema';
import { writeAudit } from '../../domain/audit/write-audit';
import { CONVENTION_NOT_FOUND, notFound } from '../../domain/conventions/convention-errors';
import { createConvention } from '../../domain/conventions/create-convention';
import { linkFeaturedGame, unlinkFeaturedGame } from '../../domain/conventions/featured-game-links';
import { loadConvention, loadConventions } from '../../domain/conventions/load-conventions';
import { setRegistrationStatus } from '../../domain/conventions/registration-status';
import { updateConvention } from '../../domain/conventions/update-convention';
import { updateSession } from '../../domain/conventions/update-session';
import { ApiError } from '../../http/api-error';
import { allow } from '../../http/access';
import { ok } from '../../http/envelope';
import { sendSerialized, serializeOk } from '../../http/serialized-answer';
import type { RoutePlugin } from '../../http/route-plugin';
import { documented } from '../../http/route-doc';
import { requireUser } from '../../plugins/auth';

const conventionEnvelope = envelopeSchema(conventionSchema);
const idParams = z.object({ id: z.coerce.number().pipe(z.int32().positive()) });
const linkParams = idParams.extend({ gameId: z.uuid() });

const doc = documented('Convention');

/** /api/Convention */
export const conventionRoutes: RoutePlugin = async (app) => {
  const admin = allow('ADMIN');

  /** After a committed write: audit it, refresh the active convention, answer with the result. */
  const written = async (request: FastifyRequest, action: string, conventionId: number) => {
    app.activeConventionCache.invalidate();
    await writeAudit(app.db, {
      action,
      actorUserId: requireUser(request).id,
      targetType: 'convention',
      targetId: String(conventionId),
      ip: request.ip,
    });
    const convention = await loadConvention(app.db, conventionId);
    if (!convention) throw notFound(CONVENTION_NOT_FOUND);
    return ok(convention);
  };

  app.get(
    '/',
    {
      config: {
        ...admin,
        ...doc(
          'Lists every convention with its sessions and featured games, for the administrators.',
        ),
      },
      schema: { response: { 200: envelopeSchema(z.array(conventionSchema)) } },
    },
    async () => ok(await loadConventions(app.db)),
  );

  app.get(
    '/active',
    {
      config: {
        ...allow('anonymous'),
        quietWhenAnswered: true,
        ...doc('Gives the active convention, with its sessions and featured games, to anyone.', {
          failures: [404],
        }),
      },
      schema: { response: { 200: conventionEnvelope } },
    },
    async (request, reply) => {
      const answer = await app.activeConventionCache.get(async () => {
        const [found] = await loadConventions(app.db, eq(conventions.isActive, true));
        return found ? serializeOk(conventionEnvelope, found) : null;
      });
      if (!answer) throw new ApiError(404, NO_ACTIVE_CONVENTION);
      return sendSerialized(request, reply, answer);
    },
  );

  app.post(
    '/',
    {
      config: { ...admin, ...doc('Creates a convention with its sessions.') },
      schema: { body: createConventionRequestSchema, response: { 200: conventionEnvelope } },
    },
    async (request) =>
      written(request, 'convention.create', await createConvention(app.db, request.body)),
  );

  app.put(
    '/',
    {
      config: {
        ...admin,
        ...doc(
          "Changes a convention and, when `sessions` is given, those sessions' times, all in one transaction: a refused change saves nothing. Making it active makes every other one inactive.",
          { failures: [404, 409] },
        ),
      },
      schema: { body: updateConventionRequestSchema, response: { 200: conventionEnvelope } },
    },
    async (request) => {
      await updateConvention(app.db, request.body, app.config.publicUrl);
      return written(request, 'convention.update', request.body.conventionId);
    },
  );

  app.put(
    '/session',
    {
      config: {
        ...admin,
        ...doc("Changes one of a convention's sessions.", { failures: [404, 409] }),
      },
      schema: { body: updateSessionRequestSchema, response: { 200: conventionEnvelope } },
    },
    async (request) =>
      written(request, 'convention.session.update', await updateSession(app.db, request.body)),
  );

  app.put(
    '/:id/registration-status',
    {
      config: {
        ...admin,
        ...doc('Opens or closes registration for a convention.', { failures: [404, 409] }),
      },
      schema: {
        params: idParams,
        body: registrationStatusRequestSchema,
        response: { 200: conventionEnvelope },
      },
    },
    async (request) => {
      await setRegistrationStatus(app.db, request.params.id, request.body.isOpen);
      return written(request, 'convention.registration-status', request.params.id);
    },
  );

  app.post(
    '/:id/featured-games/:gameId',
    {
      config: {
        ...admin,
        ...doc('Features a game at a convention.', {
          operationId: 'conventionFeaturedGameAdd',
          failures: [404, 409],
        }),
      },
      schema: { params: linkParams, response: { 200: conventionEnvelope } },
    },
    async (request) => {
      await linkFeaturedGame(app.db, request.params.id, request.params.gameId);
      return written(request, 'convention.featured-game.link', request.params.id);
    },
  );

  app.delete(
    '/:id/featured-games/:gameId',
    {
      config: {
        ...admin,
        ...doc('Stops featuring a game at a convention.', {
          operationId: 'conventionFeaturedGameRemove',
          failures: [404, 409],
        }),
      },
      schema: { params: linkParams, response: { 200: conventionEnvelope } },
    },
    async (request) => {
      await unlinkFeaturedGame(app.db, request.params.id, request.params.gameId);
      return written(request, 'convention.featured-game.unlink', request.params.id);
    },
  );
};
