import { isCalendarDay } from '../calendar-day';

describe('isCalendarDay', () => {
  it('takes the days of the calendar, leap days included, from 2000 to 2099', () => {
    for (const day of ['2000-01-01', '2026-02-28', '2028-02-29', '2026-12-31', '2099-12-31']) {
      expect(isCalendarDay(day)).toBe(true);
    }
  });

  it('refuses days that do not exist, years the books cannot hold and other shapes', () => {
    for (const text of [
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '1999-12-31',
      '2100-01-01',
      '2026-1-1',
      '2026-02-28T00:00:00Z',
      ' 2026-02-28',
      '',
    ]) {
      expect(isCalendarDay(text)).toBe(false);
    }
  });
});
