import {
  clubWallClock,
  compareSessionsForDisplay,
  endOfWireDay,
  isPastConvention,
} from '../convention-rules';
import type { Session } from '../schema';

describe('clubWallClock', () => {
  it('writes Belgian summer time (UTC+2) as if it were UTC', () => {
    expect(clubWallClock(new Date('2026-05-22T17:00:00.000Z')).toISOString()).toBe(
      '2026-05-22T19:00:00.000Z',
    );
  });

  it('writes Belgian winter time (UTC+1) as if it were UTC', () => {
    expect(clubWallClock(new Date('2026-11-27T18:00:00.000Z')).toISOString()).toBe(
      '2026-11-27T19:00:00.000Z',
    );
  });
});

describe('isPastConvention (past after 23:59:59.999 of the end date)', () => {
  const convention = { endDate: '2026-05-25T00:00:00.000Z' };

  it('is upcoming through the last millisecond of the end date, Belgian time', () => {
    // 23:59:59.999 in Mechelen on 25 May is 21:59:59.999 UTC.
    expect(isPastConvention(convention, new Date('2026-05-25T21:59:59.999Z'))).toBe(false);
  });

  it('is past from midnight after the end date, Belgian time', () => {
    expect(isPastConvention(convention, new Date('2026-05-25T22:00:00.000Z'))).toBe(true);
  });

  it('counts the whole end day even when the end date carries a time', () => {
    expect(endOfWireDay('2026-05-25T10:30:00.000Z').toISOString()).toBe('2026-05-25T23:59:59.999Z');
  });
});

describe('compareSessionsForDisplay', () => {
  const session = (
    dayOfWeekName: Session['dayOfWeekName'],
    sessionType: Session['sessionType'],
    startDateTime = '2026-05-22T10:00:00.000Z',
  ) => ({ dayOfWeekName, sessionType, startDateTime });

  it('orders Friday to Monday, day before evening', () => {
    const shuffled = [
      session('MONDAY', 'DAY'),
      session('SATURDAY', 'EVENING'),
      session('FRIDAY', 'EVENING'),
      session('SATURDAY', 'DAY'),
      session('SUNDAY', 'EVENING'),
      session('SUNDAY', 'DAY'),
    ];
    expect(
      [...shuffled]
        .sort(compareSessionsForDisplay)
        .map((s) => `${s.dayOfWeekName} ${s.sessionType}`),
    ).toEqual([
      'FRIDAY EVENING',
      'SATURDAY DAY',
      'SATURDAY EVENING',
      'SUNDAY DAY',
      'SUNDAY EVENING',
      'MONDAY DAY',
    ]);
  });

  it('orders two sessions of the same day and type by start', () => {
    const late = session('SATURDAY', 'DAY', '2026-05-23T14:00:00.000Z');
    const early = session('SATURDAY', 'DAY', '2026-05-23T10:00:00.000Z');
    expect([late, early].sort(compareSessionsForDisplay)).toEqual([early, late]);
  });
});
