import {
  isPastConvention,
  venueLine,
  type Language,
  type MyTable,
  type Venue,
} from 'shared-api/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import ical, { type ICalCalendar } from 'ical-generator';
import type { Db } from '../../../db/client';
import { conventions, registrations, registrationSessions, sessions } from '../../../db/schema';
import { siteLink } from '../../../shared/mail';
import { translator, type Translate } from '../../../shared/i18n';
import { publishedSeats, seatKey } from '../../planner';
import { waitingPositionColumn } from '../../registrations';

export const CLUB_ZONE = 'Europe/Brussels';

/**
 * Europe/Brussels as RFC 5545 wants it beside times in that zone: the EU's summer time rule (last
 * Sunday of March to last Sunday of October), in force since 1996 and for every convention we hold.
 */
const BRUSSELS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CLUB_ZONE}`,
  `X-LIC-LOCATION:${CLUB_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Where the schedule gives a session no end (docs/decisions.md "Calendar feed"): an evening runs to
 * one o'clock at night, as the winter evenings do; a day session to 17:30, when the spring
 * Saturday's stops for the barbecue.
 */
const sessionEnd = (session: {
  startDateTime: Date;
  endDateTime: Date | null;
  sessionType: string;
}) => {
  if (session.endDateTime) return session.endDateTime;
  const day = Date.UTC(
    session.startDateTime.getUTCFullYear(),
    session.startDateTime.getUTCMonth(),
    session.startDateTime.getUTCDate(),
  );
  return new Date(
    session.sessionType === 'EVENING' ? day + DAY_MS + HOUR_MS : day + 17.5 * HOUR_MS,
  );
};

/** The published table in words, for the session's event: who plays, who teaches, whose copy. */
const tableDescription = (table: MyTable, t: Translate): string =>
  [
    t('calendar.table.game', { game: table.gameTitle }),
    table.tableMates.length > 0
      ? t('calendar.table.mates', { names: table.tableMates.join(', ') })
      : t('calendar.table.noMates'),
    table.teacher === 'you'
      ? t('calendar.table.youTeach')
      : table.teacher
        ? t('calendar.table.taughtBy', { name: table.teacher })
        : null,
    table.copyOwner === 'you'
      ? t('calendar.table.youBringCopy')
      : table.copyOwner
        ? t('calendar.table.copyBroughtBy', { name: table.copyOwner })
        : null,
  ]
    .filter(Boolean)
    .join('\n');

/**
 * LOCATION (and GEO when the organisers gave coordinates) for those registered: the venue is for
 * attendees only, as on the website.
 */
const eventLocation = (venue: Venue | null) =>
  venue
    ? {
        location: {
          title: venueLine(venue),
          ...(venue.latitude !== null && venue.longitude !== null
            ? { geo: { lat: venue.latitude, lon: venue.longitude } }
            : {}),
        },
      }
    : {};

const later = (a: Date, b: Date) => (a > b ? a : b);

/** The host part of the site's address, so that event ids are the club's and never clash. */
const uidDomain = (publicUrl: string): string => new URL(publicUrl).hostname;

/**
 * The member's calendar: each convention that has not ended, the active one and the ones they are
 * registered for (as whole days), and each session they are registered for, at its Brussels
 * time; once the organisers publish the tables, a session's event names the member's game and
 * table (one event a session, not one more beside it: a calendar shows where to be, once). Dates
 * are the club's wall clock written with a Z (docs/decisions.md "Dates are the club's
 * wall clock"): their UTC fields are exactly the local times a TZID=Europe/Brussels time states.
 * Ids are stable and the stamps are the rows' last changes, so an unchanged feed reads the same.
 * Its texts are in the member's language: the feed is theirs alone.
 */
export const memberCalendar = async (
  db: Db,
  member: { id: string; email: string; language?: Language },
  publicUrl: string,
  now: Date = new Date(),
): Promise<ICalCalendar> => {
  const attendee = sql`lower(${registrations.attendeeEmail}) = ${member.email.toLowerCase()}`;
  // Sessions of placed registrations only: a cancelled one or a place still awaited has none here.
  const mine = and(attendee, eq(registrations.status, 'registered'));
  const registered = await db
    .select({
      id: registrations.id,
      conventionId: registrations.conventionId,
      updatedAt: registrations.updatedAt,
    })
    .from(registrations)
    .where(mine);
  const registeredIn = new Set(registered.map((r) => r.conventionId));
  // A member waiting for a place is told where they stand, not invited to register again.
  const waitingAt = new Map(
    (
      await db
        .select({ conventionId: registrations.conventionId, position: waitingPositionColumn })
        .from(registrations)
        .where(and(attendee, eq(registrations.status, 'waiting')))
    ).map((row) => [row.conventionId, row.position ?? 0]),
  );
  const shown = (
    await db
      .select()
      .from(conventions)
      .where(
        or(
          eq(conventions.isActive, true),
          registeredIn.size + waitingAt.size > 0
            ? inArray(conventions.id, [...registeredIn, ...waitingAt.keys()])
            : sql`false`,
        ),
      )
      .orderBy(asc(conventions.startDate))
  ).filter((convention) => !isPastConvention(convention, now));
  const shownIds = shown.map((c) => c.id);
  const booked =
    registered.length === 0 || shownIds.length === 0
      ? []
      : await db
          .select({
            registrationId: registrations.id,
            registrationChanged: registrations.updatedAt,
            session: sessions,
          })
          .from(registrationSessions)
          .innerJoin(registrations, eq(registrations.id, registrationSessions.registrationId))
          .innerJoin(sessions, eq(sessions.id, registrationSessions.sessionId))
          .where(and(mine, inArray(registrations.conventionId, shownIds)))
          .orderBy(asc(sessions.startDateTime));

  const domain = uidDomain(publicUrl);
  const link = siteLink(publicUrl, '/my-registrations');
  const language = member.language ?? 'en';
  const t = translator(language);
  const calendar = ical({
    name: t('calendar.name'),
    prodId: { company: '18xx Belgium', product: 'Conventions', language: language.toUpperCase() },
    url: link,
  });
  calendar.timezone({ name: null, generator: () => BRUSSELS_VTIMEZONE });

  for (const convention of shown) {
    const isRegistered = registeredIn.has(convention.id);
    const position = waitingAt.get(convention.id);
    calendar.createEvent({
      id: `convention-${convention.id}@${domain}`,
      allDay: true,
      start: convention.startDate,
      end: new Date(convention.endDate.getTime() + DAY_MS),
      stamp: convention.updatedAt,
      summary: convention.name,
      description: isRegistered
        ? t('calendar.convention.registered')
        : position !== undefined
          ? t('calendar.convention.waiting', { position })
          : t('calendar.convention.open'),
      url: link,
      ...(isRegistered ? eventLocation(convention.venue) : {}),
    });
  }
  const names = new Map(shown.map((c) => [c.id, c.name]));
  const venues = new Map(shown.map((c) => [c.id, c.venue]));
  const seats = await publishedSeats(
    db,
    shownIds,
    booked.map((b) => b.registrationId),
  );
  for (const { registrationId, registrationChanged, session } of booked) {
    const seat = seats.get(seatKey(registrationId, session.id));
    const title = `${session.name}: ${names.get(session.conventionId) ?? ''}`;
    calendar.createEvent({
      id: `session-${session.id}@${domain}`,
      start: session.startDateTime,
      end: sessionEnd(session),
      timezone: CLUB_ZONE,
      // A newly published table is a change the calendar app should pick up.
      stamp: seat ? later(registrationChanged, seat.publishedAt) : registrationChanged,
      summary: seat ? `${seat.table.gameTitle} — ${title}` : title,
      description: seat ? tableDescription(seat.table, t) : t('calendar.session.registered'),
      url: link,
      ...eventLocation(venues.get(session.conventionId) ?? null),
    });
  }
  return calendar;
};

/** The feed as text: CRLF line ends and lines folded at 75 octets, as RFC 5545 asks. */
export const memberCalendarText = async (
  db: Db,
  member: { id: string; email: string; language?: Language },
  publicUrl: string,
): Promise<string> => (await memberCalendar(db, member, publicUrl)).toString();
