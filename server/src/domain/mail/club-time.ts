import { clubWallClock } from 'shared-api/contract';

/** Named in every mail that shows a time, so a reader abroad knows which clock it is. */
export const CLUB_ZONE_LABEL = 'Brussels time';

const two = (n: number): string => String(n).padStart(2, '0');

/** dd/mm/yyyy of a wire date (the club's wall clock written as UTC). */
export const wireDay = (wire: Date | string): string => {
  const date = new Date(wire);
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

/** dd/mm/yyyy hh:mm of a wire date-time, without the zone (callers name it once per list). */
export const wireDayTime = (wire: Date | string): string => {
  const date = new Date(wire);
  return `${wireDay(date)} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
};

/** An instant (e.g. when an account signed up) as the club's clock shows it, zone named. */
export const clubTime = (instant: Date): string =>
  `${wireDayTime(clubWallClock(instant))} (${CLUB_ZONE_LABEL})`;
