import {
  CLUB_TIME_LABEL,
  formatClubDay,
  formatClubTimeOfDay,
  formatMoment,
  withClubTimeLabel,
} from 'shared-api/contract';

// Mails show dates as the site does, on the club's clock (shared-api's club-dates module).

/** Named in every mail that shows a time, so a reader abroad knows which clock it is. */
export const CLUB_ZONE_LABEL = CLUB_TIME_LABEL;

/** dd/mm/yyyy of a wire date (the club's wall clock written as UTC). */
export const wireDay = (wire: Date | string): string => formatClubDay(wire);

/** dd/mm/yyyy hh:mm of a wire date-time, without the zone (callers name it once per list). */
export const wireDayTime = (wire: Date | string): string =>
  `${formatClubDay(wire)} ${formatClubTimeOfDay(wire)}`;

/** An instant (e.g. when an account signed up) as the club's clock shows it, zone named. */
export const clubTime = (instant: Date): string =>
  withClubTimeLabel(formatMoment(instant).replace(', ', ' '));
