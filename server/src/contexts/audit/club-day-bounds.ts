import { clubWallClock } from 'shared-api/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant the club's day (yyyy-mm-dd) starts: midnight in Brussels. Summer time changes at
 * 02:00 or 03:00, so midnight always has one offset, read from the clock at that hour.
 */
export const clubDayStart = (day: string): Date => {
  const asUtc = Date.parse(`${day}T00:00:00.000Z`);
  const offset = clubWallClock(new Date(asUtc)).getTime() - asUtc;
  return new Date(asUtc - offset);
};

/** The first instant after the club's day: the start of the next one. */
export const clubDayEnd = (day: string): Date =>
  clubDayStart(new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10));
