import dayjs from 'dayjs';

/**
 * The date pickers' limits, in MUI terms: months always show six weeks, and the year list
 * reaches five years either side of this year.
 */
export const PICKER_COMMON = {
  fixedWeekNumber: 6,
  minDate: dayjs().subtract(5, 'year').startOf('year'),
  maxDate: dayjs().add(5, 'year').endOf('year'),
} as const;
