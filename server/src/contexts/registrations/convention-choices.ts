import type {
  ConventionMeal,
  FeaturedGameRef,
  PickedGame,
  PlayPartner,
  RegistrationRequest,
  RegistrationSession,
} from 'shared-api/contract';
import {
  compareSessionsForDisplay,
  MEAL_MESSAGES,
  REGISTRATION_PICK_MESSAGES,
} from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { catalogueGames, conventions, registrations } from '../../db/schema';
import { attendeeName, isListedPartner, partnerRegistrations as partner } from '../planner';
import { badRequest, REGISTRATION_MESSAGES } from './registration-errors';

export interface Choices {
  /** The registration the choices are for: nobody picks themselves to play with. */
  registrationId: string;
  sessionIds: number[];
  featuredGameIds: string[];
  /** A game once per copy brought. */
  bringGameIds: string[];
  wantGameIds: string[];
  /** Every game of the two lists, once. */
  gameIds: string[];
  playWithRegistrationIds: string[];
  /** Every meal the attendee or an accompanying person joins, once. */
  mealIds: string[];
}

/** The payload's choices, each once (but a copy brought per entry). */
export const choicesOf = (input: RegistrationRequest): Choices => ({
  registrationId: input.id,
  sessionIds: [...new Set(input.sessions.map((s) => s.id))],
  featuredGameIds: [...new Set(input.featuredGameIds)],
  bringGameIds: input.bringGameIds,
  wantGameIds: input.wantGameIds,
  gameIds: [...new Set([...input.bringGameIds, ...input.wantGameIds])],
  playWithRegistrationIds: input.playWithRegistrationIds,
  mealIds: [
    ...new Set([...input.mealIds, ...input.companions.flatMap((companion) => companion.mealIds)]),
  ],
});

/** What a registration picked from the catalogue and among the attendees, as it reads them back. */
export interface Picks {
  /** By title; a game brought twice is listed twice. */
  broughtGames: PickedGame[];
  wantedGames: PickedGame[];
  /** By name. */
  playPartners: PlayPartner[];
}

/** The picks as a registration answers them: the ids its forms send back, and the names. */
export const pickFields = (picks: Picks) => ({
  bringGameIds: picks.broughtGames.map((game) => game.id),
  wantGameIds: picks.wantedGames.map((game) => game.id),
  playWithRegistrationIds: picks.playPartners.map((partner) => partner.registrationId),
  ...picks,
});

/** The chosen sessions in display order and special sessions by name, as a registration shows them. */
export interface CheckedChoices {
  sessions: RegistrationSession[];
  featuredGames: FeaturedGameRef[];
  picks: Picks;
}

/**
 * The payload's choices as the database has them for a convention (unchecked), as JSON columns of
 * a query on `conventions`: a registration reads them with its other checks in one round trip.
 * The ids come as one array each, so one prepared statement serves any number of choices.
 */
export interface FoundChoices {
  sessions: RegistrationSession[];
  featuredGames: FeaturedGameRef[];
  /** The picked games the catalogue has, by title. */
  catalogueGames: PickedGame[];
  /** The picked attendees who may be picked, by name. */
  playPartners: PlayPartner[];
  /** The convention's meals (all of them: the price counts them) and its companion fee. */
  meals: ConventionMeal[];
  companionFeeCents: number;
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
  catalogueGames: sql<PickedGame[]>`coalesce((
    select json_agg(json_build_object('id', ${catalogueGames.id}, 'title', ${catalogueGames.title})
      order by ${catalogueGames.title})
    from ${catalogueGames}
    where ${catalogueGames.id} = any(${sql.placeholder('gameIds')}::uuid[])
  ), '[]'::json)`,
  playPartners: sql<PlayPartner[]>`coalesce((
    select json_agg(json_build_object('registrationId', ${partner.id},
        'name', ${attendeeName(partner)})
      order by lower(${partner.attendeeFirstName}), lower(${partner.attendeeLastName}))
    from ${registrations} ${partner}
    where ${partner.conventionId} = "conventions"."id"
      and ${partner.id} = any(${sql.placeholder('playWithRegistrationIds')}::uuid[])
      and ${partner.id} <> ${sql.placeholder('registrationId')}::uuid
      and ${isListedPartner(partner)}
  ), '[]'::json)`,
  meals: sql<ConventionMeal[]>`"conventions"."meals"`,
  companionFeeCents: sql<number>`"conventions"."companion_fee_cents"`,
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
 * correcting a registration may keep a game that was withdrawn since. Picked games must be in the
 * catalogue, and people to play with listed attendees of the convention, not the attendee.
 */
export const checkChoices = (choices: Choices, found: FoundChoices): CheckedChoices => {
  if (found.sessions.length !== choices.sessionIds.length) {
    throw badRequest(REGISTRATION_MESSAGES.sessionNotInConvention);
  }
  if (found.featuredGames.length !== choices.featuredGameIds.length) {
    throw badRequest(REGISTRATION_MESSAGES.gameNotInConvention);
  }
  if (found.catalogueGames.length !== choices.gameIds.length) {
    throw badRequest(REGISTRATION_PICK_MESSAGES.gameNotInCatalogue);
  }
  if (found.playPartners.length !== choices.playWithRegistrationIds.length) {
    throw badRequest(REGISTRATION_PICK_MESSAGES.partnerNotListed);
  }
  if (!choices.mealIds.every((id) => found.meals.some((meal) => meal.id === id))) {
    throw badRequest(MEAL_MESSAGES.mealNotOffered);
  }
  return {
    // JSON carries the time with the connection's offset; the contract's form is UTC ISO.
    sessions: found.sessions
      .map((s) => ({ ...s, startDateTime: new Date(s.startDateTime).toISOString() }))
      .sort(compareSessionsForDisplay),
    featuredGames: found.featuredGames,
    picks: {
      broughtGames: found.catalogueGames.flatMap((game) =>
        choices.bringGameIds.filter((brought) => brought === game.id).map(() => game),
      ),
      wantedGames: found.catalogueGames.filter((game) => choices.wantGameIds.includes(game.id)),
      playPartners: found.playPartners,
    },
  };
};

export const assertChoicesBelongTo = async (
  db: Db,
  conventionId: number,
  choices: Choices,
): Promise<CheckedChoices> => {
  const [found] = await linkedChoices(db).execute({ conventionId, ...choices });
  return checkChoices(
    choices,
    found ?? {
      sessions: [],
      featuredGames: [],
      catalogueGames: [],
      playPartners: [],
      meals: [],
      companionFeeCents: 0,
    },
  );
};
