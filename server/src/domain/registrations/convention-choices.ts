import type {
  FeaturedGameRef,
  RegistrationRequest,
  RegistrationSession,
} from 'shared-api/contract';
import { compareSessionsForDisplay } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { conventions } from '../../db/schema';
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
 * The payload's choices as the database has them for a convention (unchecked), as JSON columns of
 * a query on `conventions`: a registration reads them with its other checks in one round trip.
 * The ids come as one array each, so one prepared statement serves any number of choices.
 */
export interface FoundChoices {
  sessions: RegistrationSession[];
  featuredGames: FeaturedGameRef[];
}

// Plain SQL with aliases: Drizzle leaves a one-table select's columns unqualified, and these
// subqueries name columns of their own tables and of the outer "conventions" row.
export const choiceColumns = (offeredGamesOnly: boolean) => ({
  sessions: sql<RegistrationSession[]>`coalesce((
    select json_agg(json_build_object(
      'id', s.id,
      'name', s.name,
      'startDateTime', s.start_date_time,
      'dayOfWeekName', s.day_of_week_name,
      'sessionType', s.session_type))
    from sessions s
    where s.convention_id = "conventions"."id"
      and s.id = any(${sql.placeholder('sessionIds')}::int[])
  ), '[]'::json)`,
  featuredGames: sql<FeaturedGameRef[]>`coalesce((
    -- By name: the order load-registrations.ts reads them back in.
    select json_agg(json_build_object('id', g.id, 'gameName', g.game_name) order by g.game_name)
    from convention_featured_games cg
    inner join featured_games g on g.id = cg.featured_game_id
    where cg.convention_id = "conventions"."id"
      and g.id = any(${sql.placeholder('featuredGameIds')}::uuid[])
      ${offeredGamesOnly ? sql`and g.is_active and g.deleted_at is null` : sql``}
  ), '[]'::json)`,
});

// An admin's correction: any convention, and games withdrawn since may stay.
const linkedChoices = preparedFor((db) =>
  db
    .select(choiceColumns(false))
    .from(conventions)
    .where(eq(conventions.id, sql.placeholder('conventionId')))
    .prepare('linked_choices'),
);

/**
 * Sessions must be the convention's own, and special sessions its linked featured games. Members
 * may only choose games still offered (active, not deleted), as their form lists them; an admin
 * correcting a registration may keep a game that was withdrawn since.
 */
export const checkChoices = (
  { sessionIds, featuredGameIds }: Choices,
  found: FoundChoices,
): CheckedChoices => {
  if (found.sessions.length !== sessionIds.length) {
    throw badRequest(REGISTRATION_MESSAGES.sessionNotInConvention);
  }
  if (found.featuredGames.length !== featuredGameIds.length) {
    throw badRequest(REGISTRATION_MESSAGES.gameNotInConvention);
  }
  return {
    // JSON carries the time with the connection's offset; the contract's form is UTC ISO.
    sessions: found.sessions
      .map((s) => ({ ...s, startDateTime: new Date(s.startDateTime).toISOString() }))
      .sort(compareSessionsForDisplay),
    featuredGames: found.featuredGames,
  };
};

export const assertChoicesBelongTo = async (
  db: Db,
  conventionId: number,
  choices: Choices,
): Promise<CheckedChoices> => {
  const [found] = await linkedChoices(db).execute({ conventionId, ...choices });
  return checkChoices(choices, found ?? { sessions: [], featuredGames: [] });
};
