import { clubWallClock } from '../../domains/conventions/convention-rules';
import { LANGUAGE_LOCALES, type Language } from '../../domains/languages/languages';

/**
 * One clock for every date the site and its mails show: the club's (Europe/Brussels), whatever the
 * zone of the browser or of the server. Two kinds of values reach it:
 * - the club's wall clock, as convention and session dates travel ('…T19:00:00.000Z' is 19:00 in
 *   Mechelen): shown with the fields as written;
 * - instants, when something happened (a message, an invoice, a registration): converted to the
 *   club's zone.
 * Empty values show as '-', unreadable ones as 'Invalid Date'.
 * English writes the specification's 'dd/mm/yyyy, HH:mm'; Dutch and French follow Intl's Belgian
 * conventions (nl-BE, fr-BE) on the same clock.
 */

/** Said next to a time that a reader abroad could read in their own zone. */
export const CLUB_TIME_LABEL = 'Brussels time';

export type ClubDateValue = string | number | Date | null | undefined;

const EMPTY = '-';
const INVALID = 'Invalid Date';

// A zone-less string is the wall clock as written; one with a zone is read as that instant.
const ZONED = /(Z|[+-]\d\d:?\d\d)$/i;
const DATE_ONLY = /^\d{4}-\d\d-\d\d$/;

const toDate = (value: NonNullable<ClubDateValue>): Date => {
  if (typeof value !== 'string') return new Date(value);
  const text = value.trim();
  if (DATE_ONLY.test(text) || ZONED.test(text)) return new Date(text);
  return new Date(`${text}Z`);
};

const two = (n: number): string => String(n).padStart(2, '0');

/** Formats the value's UTC fields (the wall clock as it travels). */
const wallClock = (value: ClubDateValue, draw: (date: Date) => string): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? INVALID : draw(date);
};

const day = (date: Date): string =>
  `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
const time = (date: Date): string => `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;

type Shape = 'day' | 'dateTime' | 'time' | 'weekday' | 'weekdayShort';
const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  day: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** Intl in the language, reading the UTC fields: the wall clock as it travels. */
const intl = (language: Language, shape: Shape): ((date: Date) => string) => {
  const key = `${language}|${shape}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      ...SHAPES[shape],
      timeZone: 'UTC',
    });
    formats.set(key, found);
  }
  const format = found;
  return (date) => format.format(date);
};

/** A club wall-clock date (a convention's start or end): 'dd/mm/yyyy'. */
export const formatClubDay = (wire: ClubDateValue, language: Language = 'en'): string =>
  wallClock(wire, language === 'en' ? day : intl(language, 'day'));

/** A convention's days: 'dd/mm/yyyy - dd/mm/yyyy' ('–' in Dutch and French). */
export const formatClubDayRange = (
  start: ClubDateValue,
  end: ClubDateValue,
  language: Language = 'en',
): string =>
  // Not Intl's formatRange: its Belgian Dutch drops the zero of one day and not the other's.
  `${formatClubDay(start, language)} ${language === 'en' ? '-' : '–'} ${formatClubDay(end, language)}`;

/** A club wall-clock date-time (a session's start or end): 'dd/mm/yyyy, HH:mm'. */
export const formatClubDateTime = (wire: ClubDateValue, language: Language = 'en'): string =>
  wallClock(
    wire,
    language === 'en' ? (date) => `${day(date)}, ${time(date)}` : intl(language, 'dateTime'),
  );

/** A club wall-clock time of day: 'HH:mm'. */
export const formatClubTimeOfDay = (wire: ClubDateValue, language: Language = 'en'): string =>
  wallClock(wire, language === 'en' ? time : intl(language, 'time'));

/** The weekday of a club wall-clock date: 'Friday', 'vrijdag', 'vendredi'. */
export const formatClubWeekday = (wire: ClubDateValue, language: Language = 'en'): string =>
  wallClock(wire, intl(language, 'weekday'));

/** The same, short, for a column's heading: 'Fri', 'vr', 'ven.'. */
export const formatClubWeekdayShort = (wire: ClubDateValue, language: Language = 'en'): string =>
  wallClock(wire, intl(language, 'weekdayShort'));

const inClubZone = (value: ClubDateValue): ClubDateValue => {
  if (value === null || value === undefined || value === '') return value;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? date : clubWallClock(date);
};

/** The club's day of an instant: 'dd/mm/yyyy'. */
export const formatMomentDay = (instant: ClubDateValue, language: Language = 'en'): string =>
  formatClubDay(inClubZone(instant), language);

/** An instant on the club's clock: 'dd/mm/yyyy, HH:mm'. */
export const formatMoment = (instant: ClubDateValue, language: Language = 'en'): string =>
  formatClubDateTime(inClubZone(instant), language);

/** Under a list of times shown without their zone. */
export const CLUB_TIMES_NOTE = 'Times are Brussels time (CET/CEST).';

/**
 * '… (Brussels time)': for a time shown on its own, which could be read in another zone. The
 * label is words: another language passes its own from its catalogue.
 */
export const withClubTimeLabel = (text: string, label: string = CLUB_TIME_LABEL): string =>
  `${text} (${label})`;

/**
 * When something happened, as every screen, mail and PDF shows it on its own:
 * '12/03/2027, 14:05 (Brussels time)', whatever the zone of the browser or the server.
 */
export const formatClubMoment = (
  instant: ClubDateValue,
  language: Language = 'en',
  label: string = CLUB_TIME_LABEL,
): string => withClubTimeLabel(formatMoment(instant, language), label);

/** A club wall-clock date-time shown on its own (a session's start): zone named. */
export const formatClubDateTimeLabelled = (
  wire: ClubDateValue,
  language: Language = 'en',
  label: string = CLUB_TIME_LABEL,
): string => withClubTimeLabel(formatClubDateTime(wire, language), label);

/** The year of a club wall-clock date (a convention's start), or null when unreadable. */
const clubYear = (wire: ClubDateValue): number | null => {
  if (wire === null || wire === undefined || wire === '') return null;
  const date = toDate(wire);
  return Number.isNaN(date.getTime()) ? null : date.getUTCFullYear();
};

/** The age below which an attendee needs a parent or guardian at the convention. */
export const GUARDIAN_AGE_LIMIT = 15;

/**
 * Whether an attendee born in `yearOfBirth` may be 15 or younger at a convention starting on
 * `conventionStart` (the club's wall clock). Only the year is known: someone who turns 16 in the
 * convention's year may not have had their birthday yet, so that year counts too.
 */
export const mayBeMinorAt = (yearOfBirth: unknown, conventionStart: ClubDateValue): boolean => {
  const year =
    typeof yearOfBirth === 'number'
      ? yearOfBirth
      : typeof yearOfBirth === 'string' && /^\s*\d{4}\s*$/.test(yearOfBirth)
        ? Number(yearOfBirth)
        : null;
  const conventionYear = clubYear(conventionStart);
  if (year === null || conventionYear === null) return false;
  return conventionYear - year <= GUARDIAN_AGE_LIMIT + 1;
};
