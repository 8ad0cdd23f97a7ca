import {
  CLUB_TIME_LABEL,
  formatClubDay,
  formatClubTimeOfDay,
  formatMoment,
  LANGUAGE_LOCALES,
  withClubTimeLabel,
  type Language,
} from 'shared-api/contract';
import { translator } from '../i18n/translators';

// Mails and documents show dates as the site does, on the club's clock (shared-api's club-dates
// module): in English exactly so, in Dutch and French with Intl and the language's conventions.

/** Named in every mail that shows a time, so a reader abroad knows which clock it is. */
export const CLUB_ZONE_LABEL = CLUB_TIME_LABEL;

/** 'Brussels time' in a language. */
export const clubZoneLabel = (language: Language = 'en'): string =>
  language === 'en' ? CLUB_TIME_LABEL : translator(language)('time.brussels');

const CLUB_ZONE = 'Europe/Brussels';
// Wire dates are the club's wall clock written as UTC: their UTC fields are what is shown.
const WALL_CLOCK = 'UTC';

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (
  language: Language,
  timeZone: string,
  kind: 'day' | 'time' | 'weekday',
): Intl.DateTimeFormat => {
  const key = `${language}|${timeZone}|${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      timeZone,
      ...(kind === 'day'
        ? { day: '2-digit', month: '2-digit', year: 'numeric' }
        : kind === 'time'
          ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
          : { weekday: 'long' }),
    });
    formats.set(key, found);
  }
  return found;
};

const asDate = (wire: Date | string): Date => (wire instanceof Date ? wire : new Date(wire));

/** dd/mm/yyyy of a wire date (the club's wall clock written as UTC). */
export const wireDay = (wire: Date | string, language: Language = 'en'): string =>
  language === 'en'
    ? formatClubDay(wire)
    : format(language, WALL_CLOCK, 'day').format(asDate(wire));

/** dd/mm/yyyy hh:mm of a wire date-time, without the zone (callers name it once per list). */
export const wireDayTime = (wire: Date | string, language: Language = 'en'): string =>
  language === 'en'
    ? `${formatClubDay(wire)} ${formatClubTimeOfDay(wire)}`
    : `${wireDay(wire, language)} ${format(language, WALL_CLOCK, 'time').format(asDate(wire))}`;

/** The weekday of a wire date, in the language ('vrijdag', 'vendredi'). */
export const wireWeekday = (wire: Date | string, language: Language = 'en'): string =>
  format(language, WALL_CLOCK, 'weekday').format(asDate(wire));

/** The club's day of an instant: dd/mm/yyyy. */
export const clubDay = (instant: Date, language: Language = 'en'): string =>
  format(language, CLUB_ZONE, 'day').format(instant);

/** An instant (e.g. when an account signed up) as the club's clock shows it, zone named. */
export const clubTime = (instant: Date, language: Language = 'en'): string =>
  language === 'en'
    ? withClubTimeLabel(formatMoment(instant).replace(', ', ' '))
    : `${clubDay(instant, language)} ${format(language, CLUB_ZONE, 'time').format(instant)} (${clubZoneLabel(language)})`;
