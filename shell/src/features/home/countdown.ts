import { CLUB_TIME_ZONE, clubInstant, endOfWireDay, type Convention } from 'shared-api';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds left; null once the target has come. */
export const remainingUntil = (target: number, now: number): Remaining | null => {
  const left = target - now;
  if (left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
};

/** A wire value ('2026-05-22T19:00:00.000Z' = 19:00 in Mechelen) as the instant it names. */
export const clubTimeToInstant = (wire: string): number => {
  const fields = wire.replace(/(Z|[+-]\d\d:?\d\d)$/, '');
  return clubInstant(new Date(fields.includes('T') ? `${fields}Z` : fields)).getTime();
};

/**
 * Computes a time in the club's zone once, ahead of the countdown: a page's first time-zone
 * computation loads ICU's data, 30 to 50 ms in Chromium, better spent in a task of its own than
 * inside the render that shows the countdown.
 */
export const prepareClubTimeZone = (): void => {
  clubTimeToInstant('2000-01-01T00:00:00.000Z');
};

/**
 * '13:00' (or '23/05, 03:00' on another day) when the visitor's clock reads the start otherwise
 * than Brussels'; '' in Belgium. From the instant the countdown has already computed: the home
 * page's JavaScript budget has no room for the remotes' own conversion (yourTimeSuffix).
 */
export const ownTime = (start: number, zone?: string): string => {
  const at = (timeZone?: string) =>
    new Date(start).toLocaleString('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  const own = at(zone);
  const club = at(CLUB_TIME_ZONE);
  if (own === club) return '';
  return own.slice(0, 5) === club.slice(0, 5) ? own.slice(7) : own;
};

/** ', 13:00 your time', in the words of the remotes' yourTimeSuffix; '' in Belgium. */
export const ownTimeSuffix = (start: number, zone?: string): string => {
  const own = ownTime(start, zone);
  return own === '' ? '' : `, ${own} your time`;
};

export interface ConventionWindow {
  /** The first session's start, or the start date when there are no sessions yet. */
  start: number;
  /** The end of the end date's day. */
  end: number;
}

export const conventionWindow = (convention: Convention): ConventionWindow => {
  const starts = convention.sessions.map((s) => clubTimeToInstant(s.startDateTime));
  const end = clubInstant(endOfWireDay(convention.endDate.slice(0, 10))).getTime();
  return {
    start: starts.length > 0 ? Math.min(...starts) : clubTimeToInstant(convention.startDate),
    end,
  };
};
