import {
  envelopeSchema,
  featuredGameSchema,
  featuredGameUsageSchema,
  hasRole,
  saveFeaturedGameRequestSchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { deleteFeaturedGame } from '../../featured-games/delete-featured-game';
import { featuredGameUsage } from '../../featured-games/featured-game-usage';
import { listFeaturedGames } from '../../featured-games/list-featured-games';
import { createFeaturedGame, updateFeaturedGame } from '../../featured-games/save-featured-game';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const gameEnvelope = envelopeSchema(featuredGameSchema);

const doc = documented('FeaturedGames');

/** /api/FeaturedGames: readable by anyone, written by admins (docs/decisions.md). */
export const featuredGameRoutes: RoutePlugin = async (app) => {
  const admin = allow('ADMIN');

  /** Conventions embed their games, so every game write refreshes the active convention. */
  const written = async (request: FastifyRequest, action: string, gameId: string) => {
    app.activeConventionCache.invalidate();
    await writeAudit(app.db, {
      action,
      actorUserId: requireUser(request).id,
      targetType: 'featured-game',
      targetId: gameId,
      ip: request.ip,
    });
  };

  app.get(
    '/',
    {
      config: {
        ...allow('optional'),
        ...doc('Lists the active featured games; an administrator gets the inactive ones too.'),
      },
      schema: { response: { 200: envelopeSchema(z.array(featuredGameSchema)) } },
    },
    async (request) =>
      ok(
        await listFeaturedGames(app.db, {
          includeInactive: request.user !== null && hasRole(request.user.roles, 'ADMIN'),
        }),
      ),
  );

  app.get(
    '/:id/conventions',
    {
      config: {
        ...admin,
        ...doc('Lists the conventions that feature a game, newest first.', { failures: [404] }),
      },
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeSchema(z.array(featuredGameUsageSchema)) },
      },
    },
    async (request) => ok(await featuredGameUsage(app.db, request.params.id)),
  );

  app.post(
    '/',
    {
      config: { ...admin, ...doc('Adds a featured game.') },
      schema: { body: saveFeaturedGameRequestSchema, response: { 200: gameEnvelope } },
    },
    async (request) => {
      const game = await createFeaturedGame(app.db, request.body);
      await written(request, 'featured-game.create', game.id);
      return ok(game);
    },
  );

  app.put(
    '/',
    {
      config: { ...admin, ...doc('Changes a featured game.', { failures: [404] }) },
      schema: { body: saveFeaturedGameRequestSchema, response: { 200: gameEnvelope } },
    },
    async (request) => {
      const game = await updateFeaturedGame(app.db, request.body);
      await written(request, 'featured-game.update', game.id);
      return ok(game);
    },
  );

  app.delete(
    '/:id',
    {
      config: { ...admin, ...doc('Deletes a featured game.', { failures: [404] }) },
      schema: { params: z.object({ id: z.uuid() }), response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await deleteFeaturedGame(app.db, request.params.id);
      await written(request, 'featured-game.delete', request.params.id);
      return ok(null);
    },
  );
};
