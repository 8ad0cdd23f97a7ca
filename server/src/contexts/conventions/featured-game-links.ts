import { isUniqueViolation } from '../../db/is-unique-violation';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventionFeaturedGames, featuredGames } from '../../db/schema';
import {
  conflict,
  FEATURED_GAME_ALREADY_LINKED,
  FEATURED_GAME_NOT_FOUND,
  FEATURED_GAME_NOT_LINKED,
  notFound,
} from './convention-errors';
import { lockEditableConvention } from './editable-convention';

/** Links a game, once: the join table's primary key refuses a second link even under a race. */
export const linkFeaturedGame = async (
  db: Db,
  conventionId: number,
  gameId: string,
): Promise<void> => {
  try {
    await db.transaction(async (tx) => {
      await lockEditableConvention(tx, conventionId);
      const [game] = await tx
        .select({ id: featuredGames.id })
        .from(featuredGames)
        .where(and(eq(featuredGames.id, gameId), isNull(featuredGames.deletedAt)));
      if (!game) throw notFound(FEATURED_GAME_NOT_FOUND);
      await tx.insert(conventionFeaturedGames).values({ conventionId, featuredGameId: gameId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(FEATURED_GAME_ALREADY_LINKED);
    throw error;
  }
};

export const unlinkFeaturedGame = async (
  db: Db,
  conventionId: number,
  gameId: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    await lockEditableConvention(tx, conventionId);
    const removed = await tx
      .delete(conventionFeaturedGames)
      .where(
        and(
          eq(conventionFeaturedGames.conventionId, conventionId),
          eq(conventionFeaturedGames.featuredGameId, gameId),
        ),
      )
      .returning({ gameId: conventionFeaturedGames.featuredGameId });
    if (removed.length === 0) throw notFound(FEATURED_GAME_NOT_LINKED);
  });
