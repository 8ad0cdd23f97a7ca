import { useMemo } from 'react';
import {
  formatClubDateTime,
  formatClubDayRange,
  formatMoment,
  LANGUAGE_LOCALES,
  type ClubDateValue,
  type Language,
} from 'shared-api';
import { useLanguage } from 'shared-ui';

// The shared formatters write English's 'dd/mm/yyyy, HH:mm' whatever the language. English keeps
// them (the specification's form); Dutch and French follow Intl's Belgian conventions, on the
// same clocks: a wall-clock value shows its fields as written, an instant the club's time.

const EMPTY = '-';
const INVALID = 'Invalid Date';
const ZONED = /(Z|[+-]\d\d:?\d\d)$/i;
const DATE_ONLY = /^\d{4}-\d\d-\d\d$/;

const toDate = (value: NonNullable<ClubDateValue>): Date => {
  if (typeof value !== 'string') return new Date(value);
  const text = value.trim();
  return new Date(DATE_ONLY.test(text) || ZONED.test(text) ? text : `${text}Z`);
};

const drawn = (value: ClubDateValue, draw: (date: Date) => string): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? INVALID : draw(date);
};

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = {
  ...DAY,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Wall-clock values travel as UTC fields; instants are shown on the club's clock. */
const format = (language: Language, options: Intl.DateTimeFormatOptions, zone: string) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...options, timeZone: zone });

export interface MemberDates {
  /** A convention's days: '22/05/2027 - 24/05/2027' ('–' in Dutch and French). */
  dayRange: (start: ClubDateValue, end: ClubDateValue) => string;
  /** A club wall-clock date-time (a session's start): '22/05/2027, 19:00'. */
  dateTime: (wire: ClubDateValue) => string;
  /** An instant (a message, a cancellation) on the club's clock: '12/03/2027, 14:05'. */
  moment: (instant: ClubDateValue) => string;
}

const englishDates: MemberDates = {
  dayRange: formatClubDayRange,
  dateTime: formatClubDateTime,
  moment: formatMoment,
};

/** The member area's dates in a language; English as every other part of the site writes them. */
export const datesIn = (language: Language): MemberDates => {
  if (language === 'en') return englishDates;
  const day = format(language, DAY, 'UTC');
  const wallClock = format(language, DAY_TIME, 'UTC');
  const clubClock = format(language, DAY_TIME, 'Europe/Brussels');
  return {
    // Not Intl's formatRange: its Belgian Dutch drops the zero of one day and not the other's.
    dayRange: (start, end) => `${drawn(start, day.format)} – ${drawn(end, day.format)}`,
    dateTime: (wire) => drawn(wire, (date) => wallClock.format(date)),
    moment: (instant) => drawn(instant, (date) => clubClock.format(date)),
  };
};

/** The dates of the language shown. */
export const useDates = (): MemberDates => {
  const { language } = useLanguage();
  return useMemo(() => datesIn(language), [language]);
};
