/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CLUB_TIME_LABEL, mayBeMinorAt, withClubTimeLabel } from '../club-dates';

// Every case runs in a Node process of its own whose time zone (TZ) is that of a browser or
// server abroad: the results must not move.
const ZONES = ['UTC', 'Europe/Brussels', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo'];
const MODULE = join(__dirname, '..', 'club-dates.ts');

const CASES = {
  offset: "new Date('2027-01-08T00:00:00.000Z').getTimezoneOffset()",
  range: "m.formatClubDayRange('2027-01-08T00:00:00.000Z', '2027-01-11T00:00:00.000Z')",
  dateOnly: "m.formatClubDay('2027-01-08')",
  sessionWinter: "m.formatClubDateTime('2027-01-08T19:00:00.000Z')",
  sessionLate: "m.formatClubDateTime('2026-05-22T23:30:00.000Z')",
  zoneLess: "m.formatClubDateTime('2026-05-22T19:00:00')",
  timeOfDay: "m.formatClubTimeOfDay('2026-05-22T19:00:00.000Z')",
  momentWinter: "m.formatMoment('2027-01-08T13:00:00.000Z')",
  momentSummer: "m.formatMoment('2026-07-01T12:00:00Z')",
  momentDate: "m.formatMoment(new Date('2026-07-01T12:00:00Z'))",
  // 23:30 UTC on 7 January is 00:30 on the 8th in Brussels (15:30 on the 7th in Los Angeles).
  dayAfterMidnight: "m.formatMomentDay('2027-01-07T23:30:00.000Z')",
  summerMidnight: "m.formatMoment('2026-06-30T22:30:00.000Z')",
  dayBeforeMidnight: "m.formatMomentDay('2026-06-30T21:30:00.000Z')",
  // 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
  beforeChange: "m.formatMoment('2026-03-29T00:59:00.000Z')",
  afterChange: "m.formatMoment('2026-03-29T01:00:00.000Z')",
  empty: '[m.formatClubDay(null), m.formatMoment(undefined), m.formatClubDateTime("")]',
  unreadable: '[m.formatClubDay("x"), m.formatMoment("x"), m.formatMomentDay("x")]',
  openRange: "m.formatClubDayRange('2027-01-08T00:00:00.000Z', null)",
  // When a registration was cancelled or a plan published: an instant, never its UTC fields.
  labelledMoment: "m.formatClubMoment('2027-03-12T13:05:00.000Z')",
  labelledSession: "m.formatClubDateTimeLabelled('2027-03-12T13:05:00.000Z')",
} as const;

const OFFSETS: Record<string, number> = {
  UTC: 0,
  'Europe/Brussels': -60,
  'America/New_York': 300,
  'America/Los_Angeles': 480,
  'Asia/Tokyo': -540,
};

const runIn = (zone: string): Record<keyof typeof CASES, unknown> => {
  const entries = Object.entries(CASES)
    .map(([key, code]) => `${JSON.stringify(key)}: ${code}`)
    .join(', ');
  const script = `const m = await import(${JSON.stringify(MODULE)}); console.log(JSON.stringify({ ${entries} }));`;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output);
};

describe.each(ZONES)('in a process whose time zone is %s', (zone) => {
  it('shows every date on the club clock', () => {
    expect(runIn(zone)).toEqual({
      offset: OFFSETS[zone],
      range: '08/01/2027 - 11/01/2027',
      dateOnly: '08/01/2027',
      sessionWinter: '08/01/2027, 19:00',
      sessionLate: '22/05/2026, 23:30',
      zoneLess: '22/05/2026, 19:00',
      timeOfDay: '19:00',
      momentWinter: '08/01/2027, 14:00',
      momentSummer: '01/07/2026, 14:00',
      momentDate: '01/07/2026, 14:00',
      dayAfterMidnight: '08/01/2027',
      summerMidnight: '01/07/2026, 00:30',
      dayBeforeMidnight: '30/06/2026',
      beforeChange: '29/03/2026, 01:59',
      afterChange: '29/03/2026, 03:00',
      empty: ['-', '-', '-'],
      unreadable: ['Invalid Date', 'Invalid Date', 'Invalid Date'],
      openRange: '08/01/2027 - -',
      labelledMoment: '12/03/2027, 14:05 (Brussels time)',
      labelledSession: '12/03/2027, 13:05 (Brussels time)',
    });
  });
});

describe('withClubTimeLabel', () => {
  it('names the zone', () => {
    expect(CLUB_TIME_LABEL).toBe('Brussels time');
    expect(withClubTimeLabel('08/01/2027, 14:00')).toBe('08/01/2027, 14:00 (Brussels time)');
  });
});

describe('mayBeMinorAt', () => {
  it('counts the convention year on the club clock, the year someone turns 16 included', () => {
    const start = '2031-05-30T00:00:00.000Z';
    expect(mayBeMinorAt(2015, start)).toBe(true);
    expect(mayBeMinorAt(2016, start)).toBe(true);
    expect(mayBeMinorAt(2014, start)).toBe(false);
    expect(mayBeMinorAt('2016', '2031-05-30')).toBe(true);
    expect(mayBeMinorAt(null, start)).toBe(false);
    expect(mayBeMinorAt(2016, '')).toBe(false);
  });
});
