// Reached through 'shared-api/member' and 'shared-api/admin': the remotes' pages show session
// times; the shell's own pages keep the Brussels label alone (shared-api's main entry).
import { CLUB_TIME_LABEL, formatClubDateTime, type ClubDateValue } from './club-dates';
import { CLUB_TIME_ZONE, clubInstant } from '../../domains/conventions/convention-rules';
import { LANGUAGE_LOCALES, type Language } from '../../domains/languages/languages';

/** The browser's own time zone (the system's, in a test or on the server). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const two = (n: string | number): string => String(n).padStart(2, '0');

/**
 * The same moment on the reader's clock ('13:00', or '23/05, 03:00' on another day), or null when
 * it reads the same as the club's: in Brussels, or in a zone that keeps Brussels' time. Dutch and
 * French write the other day with Intl's Belgian conventions ('23/05, 03:00', '23/05 03:00').
 */
export const yourTime = (
  wireValue: ClubDateValue,
  zone: string = browserTimeZone(),
  language: Language = 'en',
): string | null => {
  if (wireValue === null || wireValue === undefined || wireValue === '' || zone === CLUB_TIME_ZONE)
    return null;
  const wire = new Date(wireValue);
  if (Number.isNaN(wire.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(clubInstant(wire));
  } catch {
    // A zone this browser does not know: the Brussels time alone.
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const time = `${two(part('hour'))}:${two(part('minute'))}`;
  const sameDay =
    Number(part('day')) === wire.getUTCDate() && Number(part('month')) === wire.getUTCMonth() + 1;
  const clubTime = `${two(wire.getUTCHours())}:${two(wire.getUTCMinutes())}`;
  if (sameDay && time === clubTime) return null;
  if (sameDay) return time;
  if (language === 'en') return `${part('day')}/${part('month')}, ${time}`;
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(clubInstant(wire));
};

/** '… your time' beside a Brussels time, or nothing when the reader's clock agrees. */
export const yourTimeSuffix = (wire: ClubDateValue, zone?: string): string => {
  const yours = yourTime(wire, zone);
  return yours === null ? '' : `, ${yours} your time`;
};

/**
 * A session's start as every remote page shows it: '22/05/2027, 19:00 (Brussels time)' in
 * Belgium, and '22/05/2027, 19:00 Brussels time, 13:00 your time' in a browser elsewhere.
 */
export const formatClubDateTimeForReader = (wire: ClubDateValue, zone?: string): string => {
  const suffix = yourTimeSuffix(wire, zone);
  return suffix === ''
    ? `${formatClubDateTime(wire)} (${CLUB_TIME_LABEL})`
    : `${formatClubDateTime(wire)} ${CLUB_TIME_LABEL}${suffix}`;
};
