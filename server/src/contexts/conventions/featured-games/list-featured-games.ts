import type { FeaturedGame } from 'shared-api/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { featuredGames } from '../../../db/schema';

export const featuredGameColumns = {
  id: featuredGames.id,
  gameName: featuredGames.gameName,
  description: featuredGames.description,
  isActive: featuredGames.isActive,
  gameId: featuredGames.gameId,
};

/** Games not deleted, by name; inactive ones only for those who manage them. */
export const listFeaturedGames = async (
  db: Db,
  { includeInactive }: { includeInactive: boolean },
): Promise<FeaturedGame[]> =>
  db
    .select(featuredGameColumns)
    .from(featuredGames)
    .where(
      and(
        isNull(featuredGames.deletedAt),
        includeInactive ? undefined : eq(featuredGames.isActive, true),
      ),
    )
    .orderBy(asc(featuredGames.gameName));
