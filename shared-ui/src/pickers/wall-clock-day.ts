import dayjs, { type Dayjs } from 'dayjs';

/**
 * Dates travel as the club's wall-clock time labelled Z (2026-05-22T00:00:00.000Z for a day): the
 * pickers show the same fields, whatever the browser's time zone.
 */
export const dayFromWire = (wire: string | null | undefined): Dayjs | null =>
  wire ? dayjs(wire.replace(/(\.\d+)?Z$/, '')) : null;

/** The picked day as its wire value; an empty or half-typed date is no date ('') at all. */
export const dayToWire = (day: Dayjs | null): string =>
  day?.isValid() ? `${day.format('YYYY-MM-DD')}T00:00:00.000Z` : '';
