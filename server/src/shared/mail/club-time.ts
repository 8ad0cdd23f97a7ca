import {
  CLUB_TIME_LABEL,
  formatMoment,
  withClubTimeLabel,
  type Language,
} from 'shared-api/contract';
import { translator } from '../i18n/translators';

// Mails and documents show dates with shared-api's club-dates formatters, in the reader's
// language; only the words naming the club's clock are the server's (its catalogue).

/** Named in every mail that shows a time, so a reader abroad knows which clock it is. */
export const CLUB_ZONE_LABEL = CLUB_TIME_LABEL;

/** 'Brussels time' in a language. */
export const clubZoneLabel = (language: Language = 'en'): string =>
  language === 'en' ? CLUB_TIME_LABEL : translator(language)('time.brussels');

/** An instant (e.g. when an account signed up) as the club's clock shows it, zone named. */
export const clubTime = (instant: Date, language: Language = 'en'): string =>
  // Mails write the date and time without the pages' comma, in every language.
  withClubTimeLabel(formatMoment(instant, language).replace(', ', ' '), clubZoneLabel(language));
