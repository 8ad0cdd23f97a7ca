import {
  PLAN_CONVENTION_NOT_FOUND,
  type CatalogueGame,
  type PlanAttendee,
  type PlanSession,
  type UnmatchedWish,
} from 'shared-api/contract';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import {
  conventions,
  conventionFeaturedGames,
  featuredGames,
  registrationFeaturedGames,
  registrationGames,
  registrationPlayPartners,
  registrationSessions,
  registrations,
  sessions,
} from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import { listCatalogue } from './games/catalogue';
import { isListedPartner, partnerRegistrations as partner } from './play-partners';
import { withoutIgnored } from './ignored-wishes';
import { matchWishes, NameIndex, withFreeText } from './wishes';

/** An attendee as the planner and the board need them. */
export interface Attendee extends PlanAttendee {
  userId: string;
  email: string;
  brings: string[];
  wants: string[];
  playWith: string[];
  /** The planner's sense: true means they are fine with New players at their table. */
  mindNewPlayers: boolean;
  sameExperience: boolean;
}

export interface Session extends PlanSession {
  day: string;
  part: 'day' | 'evening';
  minutes: number;
}

export interface PlanningData {
  conventionId: number;
  conventionName: string;
  sessions: Session[];
  attendees: Attendee[];
  games: CatalogueGame[];
  /** Unmatched and not ignored by the organisers. */
  unmatched: UnmatchedWish[];
  /** The convention's featured games with no catalogue game, by name. */
  featuredWithoutGame: string[];
}

/** When a session has no end time: the SPEC's schedule gives days of about 9 and evenings of 6 hours. */
const DEFAULT_MINUTES = { day: 540, evening: 360 } as const;

/** The highest level the planner knows: Expert counts as Experienced. */
const EXPERIENCED = 3;

/** What registrations picked on their form, by registration id. */
interface Picked {
  brings: Map<string, string[]>;
  wants: Map<string, string[]>;
  playWith: Map<string, string[]>;
}

const push = (map: Map<string, string[]>, key: string, ...values: string[]) =>
  map.set(key, [...(map.get(key) ?? []), ...values]);

/** The picks of these registrations; people to play with only while they are still listed. */
const loadPicks = async (db: Db, registrationIds: string[]): Promise<Picked> => {
  const picked: Picked = { brings: new Map(), wants: new Map(), playWith: new Map() };
  if (registrationIds.length === 0) return picked;
  const [games, partners] = await Promise.all([
    db
      .select()
      .from(registrationGames)
      .where(inArray(registrationGames.registrationId, registrationIds)),
    db
      .select({
        registrationId: registrationPlayPartners.registrationId,
        partnerId: registrationPlayPartners.partnerRegistrationId,
      })
      .from(registrationPlayPartners)
      .innerJoin(partner, eq(partner.id, registrationPlayPartners.partnerRegistrationId))
      .where(
        and(
          anyOf(registrationPlayPartners.registrationId, registrationIds),
          isListedPartner(partner),
        ),
      ),
  ]);
  for (const game of games) {
    push(
      picked.brings,
      game.registrationId,
      ...Array.from({ length: game.copiesBrought }, () => game.gameId),
    );
    if (game.wantsToPlay) push(picked.wants, game.registrationId, game.gameId);
  }
  for (const { registrationId, partnerId } of partners) {
    push(picked.playWith, registrationId, partnerId);
  }
  return picked;
};

/**
 * Everything a plan is made from, read afresh: the convention's sessions, its registrations
 * holding a place (never those waiting or cancelled) with the games and people they picked (and
 * their featured game picks that are catalogue games), merged with their free-text wishes matched
 * to the catalogue and to the other attendees, and what did not match.
 */
export const loadPlanningData = async (db: Db, conventionId: number): Promise<PlanningData> => {
  const [convention] = await db
    .select({ id: conventions.id, name: conventions.name })
    .from(conventions)
    .where(eq(conventions.id, conventionId));
  if (!convention) throw new DomainError('not-found', PLAN_CONVENTION_NOT_FOUND);

  const sessionRows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.conventionId, conventionId))
    .orderBy(asc(sessions.startDateTime), asc(sessions.id));
  const planSessions: Session[] = sessionRows.map((row) => {
    const part = row.sessionType === 'EVENING' ? 'evening' : 'day';
    const minutes =
      row.endDateTime && row.endDateTime > row.startDateTime
        ? Math.round((row.endDateTime.getTime() - row.startDateTime.getTime()) / 60_000)
        : DEFAULT_MINUTES[part];
    return {
      id: row.id,
      name: row.name,
      startDateTime: row.startDateTime.toISOString(),
      // Session times travel as the club's wall clock written in UTC: its date is the club's day.
      day: row.startDateTime.toISOString().slice(0, 10),
      part,
      minutes,
    };
  });

  const rows = await db
    .select()
    .from(registrations)
    .where(
      and(eq(registrations.conventionId, conventionId), eq(registrations.status, 'registered')),
    )
    .orderBy(asc(registrations.attendeeLastName), asc(registrations.attendeeFirstName));
  const attended =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(registrationSessions)
          .where(
            anyOf(
              registrationSessions.registrationId,
              rows.map((row) => row.id),
            ),
          );
  // A featured game the attendee picked on the form counts as a wish when it is a catalogue game.
  const featuredPicks =
    rows.length === 0
      ? []
      : await db
          .select({
            registrationId: registrationFeaturedGames.registrationId,
            gameId: featuredGames.gameId,
          })
          .from(registrationFeaturedGames)
          .innerJoin(featuredGames, eq(featuredGames.id, registrationFeaturedGames.featuredGameId))
          .where(
            and(
              anyOf(
                registrationFeaturedGames.registrationId,
                rows.map((row) => row.id),
              ),
              isNotNull(featuredGames.gameId),
            ),
          );
  const picked = await loadPicks(
    db,
    rows.map((row) => row.id),
  );
  const games = await listCatalogue(db);
  const gameIndex = new NameIndex();
  for (const game of games) {
    for (const name of [game.title, ...game.aliases]) gameIndex.add(name, game.id);
  }
  const people = new NameIndex();
  for (const row of rows) {
    people.add(`${row.attendeeFirstName} ${row.attendeeLastName}`, row.id);
    people.add(`${row.attendeeLastName} ${row.attendeeFirstName}`, row.id);
    people.add(row.attendeeEmail, row.id);
  }

  const unmatched: UnmatchedWish[] = [];
  const attendees: Attendee[] = rows.map((row) => {
    const who = {
      registrationId: row.id,
      attendeeName: `${row.attendeeFirstName} ${row.attendeeLastName}`,
    };
    const brings = matchWishes(gameIndex, row.bringGames, who, 'bringGames');
    const wants = matchWishes(gameIndex, row.wantToPlayGames, who, 'wantToPlayGames');
    const playWith = matchWishes(people, row.peopleToPlayWith, who, 'peopleToPlayWith');
    unmatched.push(...brings.unmatched, ...wants.unmatched, ...playWith.unmatched);
    const sessionIds = planSessions
      .filter((s) => attended.some((a) => a.registrationId === row.id && a.sessionId === s.id))
      .map((s) => s.id);
    return {
      id: row.id,
      name: who.attendeeName,
      level: Math.min(row.experienceLevel, EXPERIENCED),
      sessionIds,
      hostAndTeach: row.hostAndTeach,
      userId: row.userId,
      email: row.attendeeEmail,
      brings: withFreeText(picked.brings.get(row.id) ?? [], brings.ids),
      wants: withFreeText(picked.wants.get(row.id) ?? [], [
        ...new Set([
          ...wants.ids,
          ...featuredPicks.flatMap((p) =>
            p.registrationId === row.id && p.gameId ? [p.gameId] : [],
          ),
        ]),
      ]),
      playWith: withFreeText(picked.playWith.get(row.id) ?? [], playWith.ids).filter(
        (id) => id !== row.id,
      ),
      // Stored as the registration form sends it: the inverse of its box.
      mindNewPlayers: !row.mindNewPlayers,
      sameExperience: row.sameExperience,
    };
  });
  const unlinked = await db
    .select({ gameName: featuredGames.gameName })
    .from(conventionFeaturedGames)
    .innerJoin(featuredGames, eq(featuredGames.id, conventionFeaturedGames.featuredGameId))
    .where(
      and(eq(conventionFeaturedGames.conventionId, conventionId), isNull(featuredGames.gameId)),
    )
    .orderBy(asc(featuredGames.gameName));
  return {
    conventionId,
    conventionName: convention.name,
    sessions: planSessions,
    attendees,
    games,
    unmatched: await withoutIgnored(db, unmatched),
    featuredWithoutGame: unlinked.map((row) => row.gameName),
  };
};
