import { isUniqueViolation } from '../../../db/is-unique-violation';
import {
  FEATURED_GAME_CATALOGUE_NOT_FOUND,
  type FeaturedGame,
  type saveFeaturedGameRequestSchema,
} from 'shared-api/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { catalogueGames, featuredGames } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { conflict, FEATURED_GAME_NOT_FOUND } from '../convention-errors';
import { FEATURED_GAME_EXISTS } from './featured-game-errors';
import { featuredGameColumns } from './list-featured-games';

export type SaveRequest = z.output<typeof saveFeaturedGameRequestSchema>;

/** A link to a catalogue game must name one: a clear 400 rather than the foreign key's error. */
const refuseUnknownCatalogueGame = async (db: Db, gameId: string | null) => {
  if (gameId === null) return;
  const [found] = await db
    .select({ id: catalogueGames.id })
    .from(catalogueGames)
    .where(eq(catalogueGames.id, gameId));
  if (!found) throw new DomainError('invalid', FEATURED_GAME_CATALOGUE_NOT_FOUND);
};

/** Create with the client's id; the same id twice is refused by the primary key. */
export const createFeaturedGame = async (db: Db, game: SaveRequest): Promise<FeaturedGame> => {
  await refuseUnknownCatalogueGame(db, game.gameId);
  try {
    const [created] = await db.insert(featuredGames).values(game).returning(featuredGameColumns);
    if (!created) throw new Error('The featured game was not created.');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(FEATURED_GAME_EXISTS);
    throw error;
  }
};

export const updateFeaturedGame = async (db: Db, game: SaveRequest): Promise<FeaturedGame> => {
  await refuseUnknownCatalogueGame(db, game.gameId);
  const [updated] = await db
    .update(featuredGames)
    .set({
      gameName: game.gameName,
      description: game.description,
      isActive: game.isActive,
      gameId: game.gameId,
      updatedAt: new Date(),
    })
    .where(and(eq(featuredGames.id, game.id), isNull(featuredGames.deletedAt)))
    .returning(featuredGameColumns);
  if (!updated) throw new DomainError('not-found', FEATURED_GAME_NOT_FOUND);
  return updated;
};
