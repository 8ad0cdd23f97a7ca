import type { FeaturedGameRef } from 'shared-api/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventionFeaturedGames, featuredGames } from '../../db/schema';

/** The special sessions a convention offers: its linked featured games still active. */
export const loadActiveConventionGames = (
  db: Db,
  conventionId: number,
): Promise<FeaturedGameRef[]> =>
  db
    .select({ id: featuredGames.id, gameName: featuredGames.gameName })
    .from(conventionFeaturedGames)
    .innerJoin(featuredGames, eq(featuredGames.id, conventionFeaturedGames.featuredGameId))
    .where(
      and(
        eq(conventionFeaturedGames.conventionId, conventionId),
        eq(featuredGames.isActive, true),
        isNull(featuredGames.deletedAt),
      ),
    )
    .orderBy(asc(featuredGames.gameName));
