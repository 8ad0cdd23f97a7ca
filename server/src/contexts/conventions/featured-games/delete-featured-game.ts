import { isPastConvention } from 'shared-api/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventionFeaturedGames, conventions, featuredGames } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { FEATURED_GAME_NOT_FOUND } from '../convention-errors';

/**
 * A soft delete: the row stays, so registrations that chose the game keep it (with its name), and
 * past conventions keep their history. It leaves the game list and the conventions still to come.
 */
export const deleteFeaturedGame = async (db: Db, id: string): Promise<void> =>
  db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(featuredGames)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(featuredGames.id, id), isNull(featuredGames.deletedAt)))
      .returning({ id: featuredGames.id });
    if (!deleted) throw new DomainError('not-found', FEATURED_GAME_NOT_FOUND);
    const linked = await tx
      .select({ id: conventions.id, endDate: conventions.endDate })
      .from(conventionFeaturedGames)
      .innerJoin(conventions, eq(conventions.id, conventionFeaturedGames.conventionId))
      .where(eq(conventionFeaturedGames.featuredGameId, id));
    const current = linked.filter((c) => !isPastConvention(c)).map((c) => c.id);
    if (current.length === 0) return;
    await tx
      .delete(conventionFeaturedGames)
      .where(
        and(
          eq(conventionFeaturedGames.featuredGameId, id),
          inArray(conventionFeaturedGames.conventionId, current),
        ),
      );
  });
