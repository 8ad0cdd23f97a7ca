import {
  addCatalogueAliasRequestSchema,
  catalogueGameSchema,
  envelopeSchema,
  saveCatalogueGameRequestSchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import {
  addCatalogueAlias,
  createCatalogueGame,
  deleteCatalogueGame,
  listCatalogue,
  updateCatalogueGame,
} from '../../games/catalogue';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const gameEnvelope = envelopeSchema(catalogueGameSchema);
const doc = documented('Games');

/** /api/Games: the club's game catalogue, which the table planner seats people at. */
export const gameRoutes: RoutePlugin = async (app) => {
  const admin = allow('ADMIN');

  const written = async (request: FastifyRequest, action: string, gameId: string) =>
    writeAudit(app.db, {
      action,
      actorUserId: requireUser(request).id,
      targetType: 'catalogue-game',
      targetId: gameId,
      ip: request.ip,
    });

  app.get(
    '/',
    {
      // Members pick their wishes from it.
      config: { ...allow('USER', 'ADMIN'), ...doc('Lists the game catalogue by title.') },
      schema: { response: { 200: envelopeSchema(z.array(catalogueGameSchema)) } },
    },
    async () => ok(await listCatalogue(app.db)),
  );

  app.post(
    '/',
    {
      config: { ...admin, ...doc('Adds a game to the catalogue.', { failures: [409] }) },
      schema: { body: saveCatalogueGameRequestSchema, response: { 200: gameEnvelope } },
    },
    async (request) => {
      const game = await createCatalogueGame(app.db, request.body);
      await written(request, 'catalogue-game.create', game.id);
      return ok(game);
    },
  );

  app.put(
    '/',
    {
      config: { ...admin, ...doc('Changes a catalogue game.', { failures: [404, 409] }) },
      schema: { body: saveCatalogueGameRequestSchema, response: { 200: gameEnvelope } },
    },
    async (request) => {
      const game = await updateCatalogueGame(app.db, request.body);
      await written(request, 'catalogue-game.update', game.id);
      return ok(game);
    },
  );

  app.post(
    '/:id/aliases',
    {
      config: {
        ...admin,
        ...doc('Adds an alias to a catalogue game, so that wishes written that way match it.', {
          failures: [404, 409],
        }),
      },
      schema: {
        params: z.object({ id: z.uuid() }),
        body: addCatalogueAliasRequestSchema,
        response: { 200: gameEnvelope },
      },
    },
    async (request) => {
      const { game, added } = await addCatalogueAlias(
        app.db,
        request.params.id,
        request.body.alias,
      );
      if (added) await written(request, 'catalogue-game.alias', game.id);
      return ok(game);
    },
  );

  app.delete(
    '/:id',
    {
      config: { ...admin, ...doc('Deletes a catalogue game.', { failures: [404] }) },
      schema: { params: z.object({ id: z.uuid() }), response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await deleteCatalogueGame(app.db, request.params.id);
      await written(request, 'catalogue-game.delete', request.params.id);
      return ok(null);
    },
  );
};
