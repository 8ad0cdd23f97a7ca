import { formatClubDateTime, formatClubDayRange, formatMoment } from 'shared-api';
import { datesIn } from '../dates';

describe('the member area dates', () => {
  it('are the shared formats in English', () => {
    const en = datesIn('en');
    expect(en.dayRange('2031-05-30', '2031-06-02')).toBe(
      formatClubDayRange('2031-05-30', '2031-06-02'),
    );
    expect(en.dateTime('2031-05-30T19:00:00.000Z')).toBe(
      formatClubDateTime('2031-05-30T19:00:00.000Z'),
    );
    expect(en.moment('2031-03-12T13:05:00.000Z')).toBe(formatMoment('2031-03-12T13:05:00.000Z'));
  });

  it.each([
    ['nl', '30/05/2031 – 02/06/2031', '30/05/2031, 19:00', '12/03/2031, 14:05'],
    ['fr', '30/05/2031 – 02/06/2031', '30/05/2031 19:00', '12/03/2031 14:05'],
  ] as const)('follow the Belgian conventions in %s', (language, days, start, moment) => {
    const dates = datesIn(language);
    expect(dates.dayRange('2031-05-30T00:00:00.000Z', '2031-06-02T00:00:00.000Z')).toBe(days);
    // A session's start is the club's wall clock as written; a moment is shown on the club's clock.
    expect(dates.dateTime('2031-05-30T19:00:00.000Z')).toBe(start);
    expect(dates.moment('2031-03-12T13:05:00.000Z')).toBe(moment);
    expect(dates.dateTime(null)).toBe('-');
  });
});
