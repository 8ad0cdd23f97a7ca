import { isPastConvention, type FeaturedGameUsage } from 'shared-api/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventionFeaturedGames, conventions, featuredGames } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { FEATURED_GAME_NOT_FOUND } from '../convention-errors';

/** The conventions that feature a game, newest first: what deleting it would change. */
export const featuredGameUsage = async (db: Db, id: string): Promise<FeaturedGameUsage[]> => {
  const [game] = await db
    .select({ id: featuredGames.id })
    .from(featuredGames)
    .where(and(eq(featuredGames.id, id), isNull(featuredGames.deletedAt)));
  if (!game) throw new DomainError('not-found', FEATURED_GAME_NOT_FOUND);
  const linked = await db
    .select({ id: conventions.id, name: conventions.name, endDate: conventions.endDate })
    .from(conventionFeaturedGames)
    .innerJoin(conventions, eq(conventions.id, conventionFeaturedGames.conventionId))
    .where(eq(conventionFeaturedGames.featuredGameId, id))
    .orderBy(desc(conventions.startDate), desc(conventions.id));
  return linked.map(({ id: conventionId, name, endDate }) => ({
    id: conventionId,
    name,
    isPast: isPastConvention({ endDate }),
  }));
};
