import {
  GAME_ALIASES_FULL,
  GAME_NOT_FOUND,
  GAME_TITLE_EXISTS,
  gameKey,
  MAX_GAME_ALIASES,
  type CatalogueGame,
  type SaveCatalogueGame,
} from 'shared-api/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import { catalogueGames } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';

export const catalogueColumns = {
  id: catalogueGames.id,
  title: catalogueGames.title,
  aliases: catalogueGames.aliases,
  minPlayers: catalogueGames.minPlayers,
  maxPlayers: catalogueGames.maxPlayers,
  minutes: catalogueGames.minutes,
  minutesAtMaxPlayers: catalogueGames.minutesAtMaxPlayers,
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
  const others = (await listCatalogue(db)).filter((other) => other.id !== game.id);
  const taken = new Set(others.flatMap((other) => [other.title, ...other.aliases].map(gameKey)));
  if (names.some((name) => taken.has(name))) throw new DomainError('conflict', GAME_TITLE_EXISTS);
};

/**
 * The aliases that add a name: one written like the title or an earlier alias in another case,
 * spacing or punctuation ("18 EU" for 18EU) matches nothing more, so it is not kept.
 */
const distinctAliases = ({ title, aliases }: SaveCatalogueGame): string[] => {
  const seen = new Set([gameKey(title)]);
  return aliases.filter((alias) => {
    const key = gameKey(alias);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const values = (game: SaveCatalogueGame) => ({
  title: game.title,
  aliases: distinctAliases(game),
  minPlayers: game.minPlayers,
  maxPlayers: game.maxPlayers,
  minutes: game.minutes,
  minutesAtMaxPlayers: game.minutesAtMaxPlayers,
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
      if (isUniqueViolation(error)) throw new DomainError('conflict', GAME_TITLE_EXISTS);
      throw error;
    }
  });

/** Writes a game that exists, inside the caller's transaction. */
const saveExisting = async (tx: Db, game: SaveCatalogueGame): Promise<CatalogueGame> => {
  await refuseClashes(tx, game);
  try {
    const [updated] = await tx
      .update(catalogueGames)
      .set({ ...values(game), updatedAt: new Date() })
      .where(eq(catalogueGames.id, game.id))
      .returning(catalogueColumns);
    if (!updated) throw new DomainError('not-found', GAME_NOT_FOUND);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', GAME_TITLE_EXISTS);
    throw error;
  }
};

export const updateCatalogueGame = async (
  db: Db,
  game: SaveCatalogueGame,
): Promise<CatalogueGame> => db.transaction((tx) => saveExisting(tx, game));

/**
 * Adds one alias to the game as it is now (the row is locked, so an organiser editing the game at
 * the same moment loses nothing); a name the game already answers to changes nothing.
 */
export const addCatalogueAlias = async (
  db: Db,
  gameId: string,
  alias: string,
): Promise<{ game: CatalogueGame; added: boolean }> =>
  db.transaction(async (tx) => {
    const [game] = await tx
      .select(catalogueColumns)
      .from(catalogueGames)
      .where(eq(catalogueGames.id, gameId))
      .for('update');
    if (!game) throw new DomainError('not-found', GAME_NOT_FOUND);
    if ([game.title, ...game.aliases].some((name) => gameKey(name) === gameKey(alias))) {
      return { game, added: false };
    }
    if (game.aliases.length >= MAX_GAME_ALIASES)
      throw new DomainError('invalid', GAME_ALIASES_FULL);
    return {
      game: await saveExisting(tx, { ...game, aliases: [...game.aliases, alias] }),
      added: true,
    };
  });

export const deleteCatalogueGame = async (db: Db, id: string): Promise<void> => {
  const [deleted] = await db
    .delete(catalogueGames)
    .where(eq(catalogueGames.id, id))
    .returning({ id: catalogueGames.id });
  if (!deleted) throw new DomainError('not-found', GAME_NOT_FOUND);
};
