import type { Session } from './schema';
import { DAYS_OF_WEEK, SESSION_TYPES } from './plain';

/** Where the conventions take place: "local" times are this zone's wall clock. */
export const CLUB_TIME_ZONE = 'Europe/Brussels';

/** The conventions' venue as the public convention pages state it; registered attendees are mailed it. */
export const CLUB_VENUE_ADDRESS = 'Mechelen, Belgium (halfway between Brussels and Antwerp)';

let wallClockFormat: Intl.DateTimeFormat | undefined;

// Made at the first use, not when the module loads: a page's first Intl formatter loads ICU's
// data, 30 to 50 ms of a phone's startup in Chromium, on pages that never need it (/login).
const clubFormat = (): Intl.DateTimeFormat =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: CLUB_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * The club's wall clock at `instant`, written the way dates travel (as if it were UTC), so it
 * compares directly with convention and session dates, whatever the zone of the browser or server.
 */
export const clubWallClock = (instant: Date): Date => {
  const parts = clubFormat().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
      instant.getUTCMilliseconds(),
    ),
  );
};

/**
 * The instant a club wall-clock time (as it travels, written as UTC) stands for: the wall clock
 * minus Brussels' offset at that moment, found in two steps so that a time near a summer-time
 * change lands on the right side of it.
 */
export const clubInstant = (wire: Date): Date => {
  const offset = (at: Date) => clubWallClock(at).getTime() - at.getTime();
  const guess = new Date(wire.getTime() - offset(wire));
  return new Date(wire.getTime() - offset(guess));
};

/** 23:59:59.999 of the given wire date's day: a convention's end date counts as a whole day. */
export const endOfWireDay = (wire: string | Date): Date => {
  const day = new Date(wire);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23, 59, 59, 999),
  );
};

/**
 * Past when the end of its end date is before now; the club's local time decides,
 * so the browser and the server agree on the boundary.
 */
export const isPastConvention = (
  convention: { endDate: string | Date },
  now: Date = new Date(),
): boolean => endOfWireDay(convention.endDate).getTime() < clubWallClock(now).getTime();

/** Why a past convention's registrations, tables and check-in are only shown: said by page and server. */
export const PAST_CONVENTION_READ_ONLY =
  'This convention is past: its registrations, tables and check-in can no longer be changed.';

type OrderedSession = Pick<Session, 'dayOfWeekName' | 'sessionType' | 'startDateTime'>;

/** The sessions' display order: Friday to Monday, day before evening, then by start. */
export const compareSessionsForDisplay = (a: OrderedSession, b: OrderedSession): number =>
  DAYS_OF_WEEK.indexOf(a.dayOfWeekName) - DAYS_OF_WEEK.indexOf(b.dayOfWeekName) ||
  SESSION_TYPES.indexOf(a.sessionType) - SESSION_TYPES.indexOf(b.sessionType) ||
  Date.parse(a.startDateTime) - Date.parse(b.startDateTime);

/** The Sessions table is sorted by start. */
export const compareSessionsByStart = (
  a: Pick<Session, 'startDateTime'>,
  b: Pick<Session, 'startDateTime'>,
): number => Date.parse(a.startDateTime) - Date.parse(b.startDateTime);
