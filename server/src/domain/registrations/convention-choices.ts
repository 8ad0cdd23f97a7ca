import type {
  FeaturedGameRef,
  RegistrationRequest,
  RegistrationSession,
} from 'shared-api/contract';
import { compareSessionsForDisplay } from 'shared-api/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventionFeaturedGames, featuredGames, sessions } from '../../db/schema';
import { badRequest, REGISTRATION_MESSAGES } from './registration-errors';

export interface Choices {
  sessionIds: number[];
  featuredGameIds: string[];
}

/** The payload's sessions and special sessions, each once. */
export const choicesOf = (input: RegistrationRequest): Choices => ({
  sessionIds: [...new Set(input.sessions.map((s) => s.id))],
  featuredGameIds: [...new Set(input.featuredGameIds)],
});

/** The chosen sessions in display order and special sessions by name, as a registration shows them. */
export interface CheckedChoices {
  sessions: RegistrationSession[];
  featuredGames: FeaturedGameRef[];
}

/**
 * Sessions must be the convention's own, and special sessions its linked featured games. Members
 * may only choose games still offered (active, not deleted), as their form lists them; an admin
 * correcting a registration may keep a game that was withdrawn since.
 */
export const assertChoicesBelongTo = async (
  db: Db,
  conventionId: number,
  { sessionIds, featuredGameIds }: Choices,
  { offeredGamesOnly }: { offeredGamesOnly: boolean },
): Promise<CheckedChoices> => {
  const [found, linked] = await Promise.all([
    db
      .select({
        id: sessions.id,
        name: sessions.name,
        startDateTime: sessions.startDateTime,
        dayOfWeekName: sessions.dayOfWeekName,
        sessionType: sessions.sessionType,
      })
      .from(sessions)
      .where(and(eq(sessions.conventionId, conventionId), inArray(sessions.id, sessionIds))),
    featuredGameIds.length === 0
      ? []
      : db
          .select({ id: featuredGames.id, gameName: featuredGames.gameName })
          .from(conventionFeaturedGames)
          .innerJoin(featuredGames, eq(featuredGames.id, conventionFeaturedGames.featuredGameId))
          .where(
            and(
              eq(conventionFeaturedGames.conventionId, conventionId),
              inArray(featuredGames.id, featuredGameIds),
              offeredGamesOnly ? eq(featuredGames.isActive, true) : undefined,
              offeredGamesOnly ? isNull(featuredGames.deletedAt) : undefined,
            ),
          )
          // The order load-registrations.ts reads them back in.
          .orderBy(asc(featuredGames.gameName)),
  ]);
  if (found.length !== sessionIds.length) {
    throw badRequest(REGISTRATION_MESSAGES.sessionNotInConvention);
  }
  if (linked.length !== featuredGameIds.length) {
    throw badRequest(REGISTRATION_MESSAGES.gameNotInConvention);
  }
  return {
    sessions: found
      .map((s) => ({ ...s, startDateTime: s.startDateTime.toISOString() }))
      .sort(compareSessionsForDisplay),
    featuredGames: linked,
  };
};
