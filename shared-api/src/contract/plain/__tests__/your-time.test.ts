import { clubInstant } from '../../../domains/conventions/convention-rules';
import { formatClubDateTimeForReader, yourTime } from '../your-time';

describe('your time beside a Brussels time', () => {
  it('finds the instant of a Brussels wall-clock time, summer and winter', () => {
    expect(clubInstant(new Date('2031-05-30T19:00:00Z')).toISOString()).toBe(
      '2031-05-30T17:00:00.000Z',
    );
    expect(clubInstant(new Date('2031-01-10T19:00:00Z')).toISOString()).toBe(
      '2031-01-10T18:00:00.000Z',
    );
  });

  it("gives the reader's time in another zone, with the day when it differs", () => {
    expect(yourTime('2031-01-10T19:00:00.000Z', 'America/New_York')).toBe('13:00');
    expect(yourTime('2031-05-30T19:00:00.000Z', 'Asia/Tokyo')).toBe('31/05, 02:00');
    expect(formatClubDateTimeForReader('2031-01-10T19:00:00.000Z', 'America/New_York')).toBe(
      '10/01/2031, 19:00 Brussels time, 13:00 your time',
    );
  });

  it('adds nothing in Brussels or in a zone on the same clock', () => {
    expect(yourTime('2031-01-10T19:00:00.000Z', 'Europe/Brussels')).toBeNull();
    expect(yourTime('2031-01-10T19:00:00.000Z', 'Europe/Amsterdam')).toBeNull();
    expect(formatClubDateTimeForReader('2031-01-10T19:00:00.000Z', 'Europe/Paris')).toBe(
      '10/01/2031, 19:00 (Brussels time)',
    );
  });

  it('adds nothing for an empty or unreadable time, or an unknown zone', () => {
    expect(yourTime(null, 'America/New_York')).toBeNull();
    expect(yourTime('not a date', 'America/New_York')).toBeNull();
    expect(yourTime('2031-01-10T19:00:00.000Z', 'Mars/Olympus_Mons')).toBeNull();
  });
});
