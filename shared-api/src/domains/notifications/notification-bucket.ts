/** Where the admin page files a notification. */
export type NotificationBucket = 'active' | 'upcoming' | 'past';

export interface BucketFields {
  isActive: boolean;
  validFrom?: string | null;
  validTo?: string | null;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?/;

/**
 * Dates travel as the wall-clock time the admin picked, labelled UTC: read them
 * back as that same wall-clock time in the viewer's zone, so 25/12 means 25/12 everywhere.
 */
export const parseWallClock = (value: string | null | undefined): Date | null => {
  const match = DATE_TIME.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0'] = match;
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0')),
  );
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The last millisecond of the value's calendar day (an end date counts through that day). */
export const endOfWallClockDay = (value: string | null | undefined): Date | null => {
  const date = parseWallClock(value);
  if (!date) return null;
  date.setHours(23, 59, 59, 999);
  return date;
};

/**
 * Past/Inactive if inactive, without an end, or past the end of the validTo day; Upcoming before
 * validFrom (a missing one counts as 0, so never); otherwise Active.
 */
export const notificationBucket = (item: BucketFields, now: Date): NotificationBucket => {
  const end = endOfWallClockDay(item.validTo);
  if (!item.isActive || !end || now.getTime() > end.getTime()) return 'past';
  const start = parseWallClock(item.validFrom)?.getTime() ?? 0;
  return now.getTime() < start ? 'upcoming' : 'active';
};
