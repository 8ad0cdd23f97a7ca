import type { Convention } from 'shared-api/contract';
import { compareSessionsByStart } from 'shared-api/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conventionFeaturedGames,
  conventions,
  featuredGames,
  registrations,
  registrationSessions,
  sessions,
} from '../../db/schema';

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** Conventions in the contract's shape, newest start first, with their sessions and games. */
export const loadConventions = async (db: Db, where?: SQL): Promise<Convention[]> => {
  const rows = await db
    .select()
    .from(conventions)
    .where(where)
    .orderBy(desc(conventions.startDate));
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const [sessionRows, countRows, attendeeRows, gameRows] = await Promise.all([
    db.select().from(sessions).where(inArray(sessions.conventionId, ids)),
    // Attendees placed: those waiting or cancelled take no seat.
    db
      .select({ sessionId: registrationSessions.sessionId, registered: count() })
      .from(registrationSessions)
      .innerJoin(sessions, eq(sessions.id, registrationSessions.sessionId))
      .innerJoin(registrations, eq(registrations.id, registrationSessions.registrationId))
      .where(and(inArray(sessions.conventionId, ids), eq(registrations.status, 'registered')))
      .groupBy(registrationSessions.sessionId),
    db
      .select({
        conventionId: registrations.conventionId,
        status: registrations.status,
        attendees: count(),
      })
      .from(registrations)
      .where(and(inArray(registrations.conventionId, ids), ne(registrations.status, 'cancelled')))
      .groupBy(registrations.conventionId, registrations.status),
    db
      .select({
        conventionId: conventionFeaturedGames.conventionId,
        id: featuredGames.id,
        gameName: featuredGames.gameName,
        description: featuredGames.description,
        isActive: featuredGames.isActive,
        gameId: featuredGames.gameId,
      })
      .from(conventionFeaturedGames)
      .innerJoin(featuredGames, eq(featuredGames.id, conventionFeaturedGames.featuredGameId))
      .where(inArray(conventionFeaturedGames.conventionId, ids))
      .orderBy(asc(featuredGames.gameName)),
  ]);
  const sessionsOf = groupBy(sessionRows, (s) => s.conventionId);
  const registeredIn = new Map(countRows.map((row) => [row.sessionId, row.registered]));
  const gamesOf = groupBy(gameRows, (g) => g.conventionId);
  const attendeesIn = (conventionId: number, status: 'registered' | 'waiting') =>
    attendeeRows.find((row) => row.conventionId === conventionId && row.status === status)
      ?.attendees ?? 0;
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    startDate: c.startDate.toISOString(),
    endDate: c.endDate.toISOString(),
    season: c.season,
    isActive: c.isActive,
    registrationOpen: c.registrationOpen,
    capacity: c.capacity,
    registeredAttendees: attendeesIn(c.id, 'registered'),
    waitingAttendees: attendeesIn(c.id, 'waiting'),
    sessions: (sessionsOf.get(c.id) ?? [])
      .map((s) => ({
        id: s.id,
        name: s.name,
        startDateTime: s.startDateTime.toISOString(),
        endDateTime: s.endDateTime?.toISOString() ?? null,
        dayOfWeekName: s.dayOfWeekName,
        sessionType: s.sessionType,
        registeredCount: registeredIn.get(s.id) ?? 0,
      }))
      .sort(compareSessionsByStart),
    featuredGames: (gamesOf.get(c.id) ?? []).map(({ conventionId: _, ...game }) => game),
    meals: c.meals,
    companionFeeCents: c.companionFeeCents,
    venue: c.venue,
    reminderDays: c.reminderDays,
  }));
};

export const loadConvention = async (db: Db, id: number): Promise<Convention | null> =>
  (await loadConventions(db, eq(conventions.id, id)))[0] ?? null;

/** The active convention in the contract's shape; null when none is active. */
export const loadActiveConvention = async (db: Db): Promise<Convention | null> =>
  (await loadConventions(db, eq(conventions.isActive, true)))[0] ?? null;
