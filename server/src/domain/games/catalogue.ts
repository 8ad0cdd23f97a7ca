import {
  GAME_NOT_FOUND,
  GAME_TITLE_EXISTS,
  gameKey,
  type CatalogueGame,
  type SaveCatalogueGame,
} from 'shared-api/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { catalogueGames } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export const catalogueColumns = {
  id: catalogueGames.id,
  title: catalogueGames.title,
  aliases: catalogueGames.aliases,
  minPlayers: catalogueGames.minPlayers,
  maxPlayers: catalogueGames.maxPlayers,
  minutes: catalogueGames.minutes,
  isLong: catalogueGames.isLong,
  notes: catalogueGames.notes,
};

export const listCatalogue = async (db: Db): Promise<CatalogueGame[]> =>
  db.select(catalogueColumns).from(catalogueGames).orderBy(asc(catalogueGames.title));

/**
 * Free text is matched to titles and aliases alike: a name that would mean two games makes every
 * wish that uses it ambiguous, so it is refused here rather than guessed later.
 */
const refuseClashes = async (db: Db, game: SaveCatalogueGame): Promise<void> => {
  const names = [game.title, ...game.aliases].map(gameKey);
  if (new Set(names).size !== names.length) throw new ApiError(409, GAME_TITLE_EXISTS);
  const others = (await listCatalogue(db)).filter((other) => other.id !== game.id);
  const taken = new Set(others.flatMap((other) => [other.title, ...other.aliases].map(gameKey)));
  if (names.some((name) => taken.has(name))) throw new ApiError(409, GAME_TITLE_EXISTS);
};

const values = (game: SaveCatalogueGame) => ({
  title: game.title,
  aliases: game.aliases,
  minPlayers: game.minPlayers,
  maxPlayers: game.maxPlayers,
  minutes: game.minutes,
  isLong: game.isLong,
  notes: game.notes,
});

export const createCatalogueGame = async (
  db: Db,
  game: SaveCatalogueGame,
): Promise<CatalogueGame> =>
  db.transaction(async (tx) => {
    await refuseClashes(tx, game);
    try {
      const [created] = await tx
        .insert(catalogueGames)
        .values({ id: game.id, ...values(game) })
        .returning(catalogueColumns);
      if (!created) throw new Error('The game was not created.');
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, GAME_TITLE_EXISTS);
      throw error;
    }
  });

export const updateCatalogueGame = async (
  db: Db,
  game: SaveCatalogueGame,
): Promise<CatalogueGame> =>
  db.transaction(async (tx) => {
    await refuseClashes(tx, game);
    try {
      const [updated] = await tx
        .update(catalogueGames)
        .set({ ...values(game), updatedAt: new Date() })
        .where(eq(catalogueGames.id, game.id))
        .returning(catalogueColumns);
      if (!updated) throw new ApiError(404, GAME_NOT_FOUND);
      return updated;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, GAME_TITLE_EXISTS);
      throw error;
    }
  });

export const deleteCatalogueGame = async (db: Db, id: string): Promise<void> => {
  const [deleted] = await db
    .delete(catalogueGames)
    .where(eq(catalogueGames.id, id))
    .returning({ id: catalogueGames.id });
  if (!deleted) throw new ApiError(404, GAME_NOT_FOUND);
};
