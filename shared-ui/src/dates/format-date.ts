import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export type DateInput = string | number | Date | Dayjs | null | undefined;

const EMPTY = '-';
const INVALID = 'Invalid Date';

const isEmpty = (value: DateInput): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

const format = (value: DateInput, parse: (v: NonNullable<DateInput>) => Dayjs, pattern: string) => {
  if (isEmpty(value)) return EMPTY;
  const date = parse(value);
  return date.isValid() ? date.format(pattern) : INVALID;
};

/** dd/mm/yyyy in local time; 'Invalid Date' when unreadable, '-' when empty. */
export const formatDate = (value: DateInput): string => format(value, dayjs, 'DD/MM/YYYY');

/** Date and time as the server keeps them, in UTC: 'dd/mm/yyyy, HH:mm'. */
export const formatDateTimeUtc = (value: DateInput): string =>
  format(value, dayjs.utc, 'DD/MM/YYYY, HH:mm');

export const formatDateRange = (start: DateInput, end: DateInput): string =>
  `${formatDate(start)} - ${formatDate(end)}`;
