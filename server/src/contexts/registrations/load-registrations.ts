import type {
  AdminRegistration,
  FeaturedGameRef,
  Registration,
  RegistrationSession,
} from 'shared-api/contract';
import { compareSessionsForDisplay } from 'shared-api/contract';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { nextTurn } from '../../shared/threads/event-loop-turns';
import {
  catalogueGames,
  featuredGames,
  invoices,
  registrationFeaturedGames,
  registrationGames,
  registrationPlayPartners,
  registrations,
  registrationSessions,
  sessions,
  users,
} from '../../db/schema';
import { registrationAnswers } from './registration-answers';
import { pickFields, type Picks } from './convention-choices';
import {
  attendeeName,
  byAttendeeName,
  isListedPartner,
  partnerRegistrations as partner,
} from '../planner';

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** What a registration's answer needs beyond its own row, sessions sorted for display. */
export interface RegistrationRelations {
  registeredBy: AdminRegistration['registeredBy'];
  sessions: RegistrationSession[];
  featuredGames: FeaturedGameRef[];
  isInvoiceSent: boolean;
  checkedInSessionIds: number[];
  attendeeHasAccount: boolean;
  /** 1 for the first waiting; null unless waiting. */
  waitingPosition: number | null;
  picks: Picks;
}

/** A registrations row with its relations, in the admin shape. */
export const toAdminRegistration = (
  r: typeof registrations.$inferSelect,
  {
    registeredBy,
    sessions,
    featuredGames,
    isInvoiceSent,
    checkedInSessionIds,
    attendeeHasAccount,
    waitingPosition,
    picks,
  }: RegistrationRelations,
): AdminRegistration => ({
  id: r.id,
  userId: r.userId,
  conventionId: r.conventionId,
  ...registrationAnswers(r),
  registerDifferentPerson: r.registerDifferentPerson,
  registeredBy,
  sessions,
  featuredGameIds: featuredGames.map((g) => g.id),
  featuredGames,
  ...pickFields(picks),
  termsAccepted: r.termsAccepted,
  createdAt: r.createdAt.toISOString(),
  status: r.status,
  waitingPosition: r.status === 'waiting' ? waitingPosition : null,
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  isInvoiceSent,
  checkedIn: r.checkedIn,
  checkedInSessionIds,
  attendeeHasAccount,
});

/** A waiting registration's place in its convention's list: those waiting since before it, plus one. */
// Plain SQL, qualified: Drizzle leaves a one-table select's columns unqualified, and the
// subquery's own rows have the same names.
export const waitingPositionColumn = sql<number | null>`(
  select count(*)::int from registrations ahead
  where "registrations"."status" = 'waiting'
    and ahead.convention_id = "registrations"."convention_id"
    and ahead.status = 'waiting'
    and ahead.arrival <= "registrations"."arrival"
)`;

/** Registrations read and shaped at a time: a few milliseconds of the event loop each. */
const PAGE = 1_000;

/**
 * Registrations in the admin shape (the member shape is a subset), sorted by attendee name. Their
 * ids come first, then the registrations a page at a time with a turn of the event loop between
 * pages, so that a convention's 5,000 attendees never hold the server for long.
 */
export const loadAdminRegistrations = async (
  db: Db,
  where: SQL | undefined,
): Promise<AdminRegistration[]> => {
  const order = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.registeredByUserId))
    .where(where)
    .orderBy(
      asc(sql`lower(${registrations.attendeeFirstName})`),
      asc(sql`lower(${registrations.attendeeLastName})`),
      asc(registrations.createdAt),
    );
  const loaded: AdminRegistration[] = [];
  for (let start = 0; start < order.length; start += PAGE) {
    if (start > 0) await nextTurn();
    const ids = order.slice(start, start + PAGE).map((row) => row.id);
    const byId = new Map((await loadPage(db, ids)).map((r) => [r.id, r]));
    // One gone since its id was read is left out.
    for (const id of ids) {
      const registration = byId.get(id);
      if (registration) loaded.push(registration);
    }
  }
  return loaded;
};

/** These registrations in the admin shape, in no particular order. */
const loadPage = async (db: Db, ids: readonly string[]): Promise<AdminRegistration[]> => {
  const rows = await db
    .select({
      registration: registrations,
      registrant: {
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
      attendeeHasAccount: sql<boolean>`exists (
        select 1 from users attendee where lower(attendee.email) = lower(${registrations.attendeeEmail})
      )`,
      waitingPosition: waitingPositionColumn,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.registeredByUserId))
    .where(anyOf(registrations.id, ids));
  // A convention has a handful of sessions and thousands of attendees: each session is read and
  // shaped once, and each registration points at it.
  const [chosenRows, gameRows, invoiceRows, picksOf] = await Promise.all([
    db
      .select({
        registrationId: registrationSessions.registrationId,
        sessionId: registrationSessions.sessionId,
        checkedIn: registrationSessions.checkedIn,
      })
      .from(registrationSessions)
      .where(anyOf(registrationSessions.registrationId, ids)),
    db
      .select({
        registrationId: registrationFeaturedGames.registrationId,
        id: featuredGames.id,
        gameName: featuredGames.gameName,
      })
      .from(registrationFeaturedGames)
      .innerJoin(featuredGames, eq(featuredGames.id, registrationFeaturedGames.featuredGameId))
      .where(anyOf(registrationFeaturedGames.registrationId, ids))
      .orderBy(asc(featuredGames.gameName)),
    db
      .select({ userId: invoices.recipientUserId, conventionId: invoices.conventionId })
      .from(invoices)
      .where(
        anyOf(
          invoices.recipientUserId,
          rows.map((row) => row.registration.userId),
        ),
      ),
    loadPicks(db, ids),
  ]);
  const sessionsById = await loadSessions(
    db,
    chosenRows.map((chosen) => chosen.sessionId),
  );
  const chosenOf = groupBy(chosenRows, (s) => s.registrationId);
  const gamesOf = groupBy(gameRows, (g) => g.registrationId);
  const invoiced = new Set(invoiceRows.map((i) => `${i.userId}/${i.conventionId}`));

  return rows.map(({ registration: r, registrant, attendeeHasAccount, waitingPosition }) => {
    const games = (gamesOf.get(r.id) ?? []).map(({ id, gameName }) => ({ id, gameName }));
    const chosen = chosenOf.get(r.id) ?? [];
    return toAdminRegistration(r, {
      registeredBy: registrant,
      sessions: chosen
        .flatMap(({ sessionId }) => sessionsById.get(sessionId) ?? [])
        .sort(compareSessionsForDisplay),
      featuredGames: games,
      isInvoiceSent: invoiced.has(`${r.userId}/${r.conventionId}`),
      checkedInSessionIds: chosen.filter((s) => s.checkedIn).map((s) => s.sessionId),
      attendeeHasAccount,
      waitingPosition,
      picks: picksOf(r.id),
    });
  });
};

/** These sessions in the shape a registration shows them, by id. */
const loadSessions = async (
  db: Db,
  sessionIds: readonly number[],
): Promise<Map<number, RegistrationSession>> => {
  const found = await db
    .select({
      id: sessions.id,
      name: sessions.name,
      startDateTime: sessions.startDateTime,
      dayOfWeekName: sessions.dayOfWeekName,
      sessionType: sessions.sessionType,
    })
    .from(sessions)
    .where(anyOf(sessions.id, sessionIds));
  return new Map(
    found.map(({ startDateTime, ...session }) => [
      session.id,
      { ...session, startDateTime: startDateTime.toISOString() },
    ]),
  );
};

/**
 * The picks of these registrations, games by title and people by name: only the games still in
 * the catalogue, and only the people still listed.
 */
export const loadPicks = async (
  db: Db,
  ids: readonly string[],
): Promise<(registrationId: string) => Picks> => {
  const [gameRows, partnerRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              registrationId: registrationGames.registrationId,
              id: registrationGames.gameId,
              title: catalogueGames.title,
              copiesBrought: registrationGames.copiesBrought,
              wantsToPlay: registrationGames.wantsToPlay,
            })
            .from(registrationGames)
            .innerJoin(catalogueGames, eq(catalogueGames.id, registrationGames.gameId))
            .where(anyOf(registrationGames.registrationId, ids))
            .orderBy(asc(catalogueGames.title)),
          db
            .select({
              registrationId: registrationPlayPartners.registrationId,
              partnerId: registrationPlayPartners.partnerRegistrationId,
              name: attendeeName(partner),
            })
            .from(registrationPlayPartners)
            .innerJoin(partner, eq(partner.id, registrationPlayPartners.partnerRegistrationId))
            .where(
              and(anyOf(registrationPlayPartners.registrationId, ids), isListedPartner(partner)),
            )
            .orderBy(...byAttendeeName(partner)),
        ]);
  const gamesOf = groupBy(gameRows, (g) => g.registrationId);
  const partnersOf = groupBy(partnerRows, (p) => p.registrationId);
  return (registrationId) => {
    const games = gamesOf.get(registrationId) ?? [];
    return {
      broughtGames: games.flatMap(({ id, title, copiesBrought }) =>
        Array.from({ length: copiesBrought }, () => ({ id, title })),
      ),
      wantedGames: games.filter((g) => g.wantsToPlay).map(({ id, title }) => ({ id, title })),
      playPartners: (partnersOf.get(registrationId) ?? []).map(({ partnerId, name }) => ({
        registrationId: partnerId,
        name,
      })),
    };
  };
};

/** The member shape: the response schema drops the admin-only fields. */
export const loadRegistrations = (db: Db, where: SQL | undefined): Promise<Registration[]> =>
  loadAdminRegistrations(db, where);

export const loadRegistration = async (db: Db, id: string): Promise<AdminRegistration | null> =>
  (await loadAdminRegistrations(db, eq(registrations.id, id)))[0] ?? null;

/** Registrations a member sees: the ones they made and the one made for their email. */
export const ofMember = (user: { id: string; email: string }): SQL =>
  or(
    eq(registrations.registeredByUserId, user.id),
    sql`lower(${registrations.attendeeEmail}) = ${user.email.toLowerCase()}`,
  ) as SQL;

/** The member's own registrations and those they made, at one convention. */
export const ofMemberAt = (conventionId: number, user: { id: string; email: string }): SQL =>
  and(eq(registrations.conventionId, conventionId), ofMember(user)) as SQL;

/** Whether this email holds a registration (not cancelled) at the convention, and its place in line. */
export const registrationStatusOf = async (db: Db, conventionId: number, email: string) => {
  const [found] = await db
    .select({ id: registrations.id, waitingPosition: waitingPositionColumn })
    .from(registrations)
    .where(
      and(
        eq(registrations.conventionId, conventionId),
        ne(registrations.status, 'cancelled'),
        sql`lower(${registrations.attendeeEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return { isRegistered: found !== undefined, waitingPosition: found?.waitingPosition || null };
};
