import {
  formatClubDateTime,
  formatClubDateTimeLabelled,
  formatClubDay,
  formatClubDayRange,
  formatClubMoment,
  formatClubTimeOfDay,
  formatClubWeekday,
  formatClubWeekdayShort,
  formatMoment,
  formatMomentDay,
  withClubTimeLabel,
} from '../club-dates';
import { yourTime } from '../your-time';

describe('the club dates in Dutch and French', () => {
  it.each([
    ['nl', '30/05/2031 – 02/06/2031', '30/05/2031, 19:00', '12/03/2031, 14:05', 'vrijdag', 'vr'],
    ['fr', '30/05/2031 – 02/06/2031', '30/05/2031 19:00', '12/03/2031 14:05', 'vendredi', 'ven.'],
  ] as const)(
    'follow the Belgian conventions in %s',
    (language, days, start, moment, weekday, short) => {
      expect(
        formatClubDayRange('2031-05-30T00:00:00.000Z', '2031-06-02T00:00:00.000Z', language),
      ).toBe(days);
      expect(formatClubDay('2031-05-30', language)).toBe('30/05/2031');
      // A session's start is the club's wall clock as written; a moment is shown on the club's clock.
      expect(formatClubDateTime('2031-05-30T19:00:00.000Z', language)).toBe(start);
      expect(formatClubTimeOfDay('2031-05-30T19:00:00.000Z', language)).toBe('19:00');
      expect(formatMoment('2031-03-12T13:05:00.000Z', language)).toBe(moment);
      expect(formatClubWeekday('2031-05-30T19:00:00.000Z', language)).toBe(weekday);
      expect(formatClubWeekdayShort('2031-05-30T19:00:00.000Z', language)).toBe(short);
      expect(formatClubDateTime(null, language)).toBe('-');
      expect(formatClubDay('x', language)).toBe('Invalid Date');
    },
  );

  it("shows an instant on the club's day in every language", () => {
    // 23:30 UTC on 7 January is 00:30 on the 8th in Brussels.
    expect(formatMomentDay('2027-01-07T23:30:00.000Z', 'nl')).toBe('08/01/2027');
    expect(formatMoment('2026-06-30T22:30:00.000Z', 'fr')).toBe('01/07/2026 00:30');
  });

  it("names the zone with the caller's words", () => {
    expect(formatClubMoment('2031-03-12T13:05:00.000Z', 'nl', 'Brusselse tijd')).toBe(
      '12/03/2031, 14:05 (Brusselse tijd)',
    );
    expect(formatClubDateTimeLabelled('2031-05-30T19:00:00.000Z', 'fr', 'heure de Bruxelles')).toBe(
      '30/05/2031 19:00 (heure de Bruxelles)',
    );
    expect(withClubTimeLabel('19:00')).toBe('19:00 (Brussels time)');
  });

  it('keeps English as the specification writes it', () => {
    expect(formatClubDayRange('2031-05-30', '2031-06-02', 'en')).toBe('30/05/2031 - 02/06/2031');
    expect(formatClubDateTime('2031-05-30T19:00:00.000Z', 'en')).toBe('30/05/2031, 19:00');
    expect(formatClubWeekday('2031-05-30T19:00:00.000Z')).toBe('Friday');
    expect(formatClubWeekdayShort('2031-05-30T19:00:00.000Z')).toBe('Fri');
  });

  it("writes the reader's other day in the language", () => {
    expect(yourTime('2031-05-30T19:00:00.000Z', 'Asia/Tokyo', 'nl')).toBe('31/05, 02:00');
    expect(yourTime('2031-05-30T19:00:00.000Z', 'Asia/Tokyo', 'fr')).toBe('31/05 02:00');
    expect(yourTime('2031-01-10T19:00:00.000Z', 'America/New_York', 'fr')).toBe('13:00');
  });
});
