import {
  addSessionRequestSchema,
  conventionSchema,
  createConventionRequestSchema,
  envelopeSchema,
  NO_ACTIVE_CONVENTION,
  registrationStatusRequestSchema,
  removeSessionQuerySchema,
  updateConventionRequestSchema,
  updateSessionRequestSchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { CONVENTION_NOT_FOUND, notFound } from '../../convention-errors';
import { createConvention } from '../../create-convention';
import { linkFeaturedGame, unlinkFeaturedGame } from '../../featured-game-links';
import { loadActiveConvention, loadConvention, loadConventions } from '../../load-conventions';
import { setRegistrationStatus } from '../../registration-status';
import { updateConvention, type PlacesChanged } from '../../update-convention';
import { updateSession } from '../../update-session';
import { addSession, removeSession } from '../../session-changes';
import { mayReadVenue } from '../../venue-readers';
import { ApiError } from '../../../../http/api-error';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import { sendSerialized, serializeOk } from '../../../../http/serialized-answer';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const conventionEnvelope = envelopeSchema(conventionSchema);
const idParams = z.object({ id: z.coerce.number().pipe(z.int32().positive()) });
const linkParams = idParams.extend({ gameId: z.uuid() });
const sessionParams = idParams.extend({
  sessionId: z.coerce.number().pipe(z.int32().positive()),
});

/**
 * What follows a session's removal: the invoices of those whose registrations lost it. Invoices
 * belong to the registrations, which depend on the conventions: the conventions reach them only
 * through this port, handed in where the app is put together.
 */
export type SessionRemoved = (
  registrantIds: readonly string[],
  conventionId: number,
  request: FastifyRequest,
) => Promise<unknown>;

const doc = documented('Convention');

/** /api/Convention */
export const conventionRoutes: RoutePlugin<{
  placesChanged: PlacesChanged;
  sessionRemoved: SessionRemoved;
}> = async (app, { placesChanged, sessionRemoved }) => {
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
        ...allow('optional'),
        quietWhenAnswered: true,
        ...doc(
          'Gives the active convention, with its sessions and featured games, to anyone; its `venue` only to organisers and members with a placed registration (null to others).',
          { failures: [404] },
        ),
      },
      schema: { response: { 200: conventionEnvelope } },
    },
    async (request, reply) => {
      const answer = await app.activeConventionCache.get(async () => {
        const found = await loadActiveConvention(app.db);
        return found
          ? {
              conventionId: found.id,
              withVenue: serializeOk(conventionEnvelope, found),
              withoutVenue: serializeOk(conventionEnvelope, { ...found, venue: null }),
            }
          : null;
      });
      if (!answer) throw new ApiError(404, NO_ACTIVE_CONVENTION);
      const withVenue = await mayReadVenue(app.db, request.user, answer.conventionId);
      return sendSerialized(request, reply, withVenue ? answer.withVenue : answer.withoutVenue);
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
      await updateConvention(app.db, request.body, placesChanged);
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

  app.post(
    '/:id/sessions',
    {
      config: {
        ...admin,
        ...doc(
          'Adds a session to a convention that is not past, on one of its days or the Monday after it.',
          { operationId: 'conventionSessionAdd', failures: [404, 409] },
        ),
      },
      schema: {
        params: idParams,
        body: addSessionRequestSchema,
        response: { 200: conventionEnvelope },
      },
    },
    async (request) =>
      written(
        request,
        'convention.session.add',
        await addSession(app.db, request.params.id, request.body),
      ),
  );

  app.delete(
    '/:id/sessions/:sessionId',
    {
      config: {
        ...admin,
        ...doc(
          'Removes a session of a convention that is not past. `registrations` is how many placed registrations the organiser agreed to take it from; another number is refused with the real one. They keep their other sessions, and their invoices are issued again.',
          { operationId: 'conventionSessionRemove', failures: [404, 409] },
        ),
      },
      schema: {
        params: sessionParams,
        querystring: removeSessionQuerySchema,
        response: { 200: conventionEnvelope },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      const registrants = await removeSession(app.db, id, sessionId, request.query.registrations);
      await sessionRemoved(registrants, id, request);
      return written(request, 'convention.session.remove', id);
    },
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
