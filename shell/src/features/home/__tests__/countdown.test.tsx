import { act, screen } from '@testing-library/react';
import { renderWithProviders } from 'test-support';
import { ConventionCountdown } from '../components/convention-countdown';
import { clubTimeToInstant, conventionWindow, ownTimeSuffix, remainingUntil } from '../countdown';
import { activeConvention } from './home-api';

const NOW = Date.parse('2026-05-01T08:00:00.000Z');
const SECOND = 1000;
const units = () =>
  ['Days', 'Hours', 'Minutes', 'Seconds'].map(
    (label) => screen.getByText(label).previousElementSibling?.textContent,
  );

describe('ConventionCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('counts down every second, then says the convention is live', () => {
    const target = NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 2) * SECOND;
    renderWithProviders(<ConventionCountdown target={target} />);
    expect(screen.getByRole('heading', { name: 'Next Convention Starts In:' })).toBeVisible();
    expect(units()).toEqual(['2', '03', '04', '02']);

    act(() => jest.advanceTimersByTime(SECOND));
    expect(units()).toEqual(['2', '03', '04', '01']);
    act(() => jest.advanceTimersByTime(999));
    expect(units()).toEqual(['2', '03', '04', '01']);
    act(() => jest.advanceTimersByTime(1));
    expect(units()).toEqual(['2', '03', '04', '00']);
    act(() => jest.advanceTimersByTime(SECOND));
    expect(units()).toEqual(['2', '03', '03', '59']);

    act(() => jest.advanceTimersByTime(target - Date.now() - SECOND));
    expect(units()).toEqual(['0', '00', '00', '01']);
    act(() => jest.advanceTimersByTime(SECOND));
    expect(screen.getByRole('heading', { name: 'The Convention is Live!' })).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops its timer when it leaves the page', () => {
    const { unmount } = renderWithProviders(<ConventionCountdown target={NOW + 60 * SECOND} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is live at once when the target has already passed', () => {
    renderWithProviders(<ConventionCountdown target={NOW - SECOND} />);
    expect(screen.getByRole('heading', { name: 'The Convention is Live!' })).toBeVisible();
  });
});

describe('countdown arithmetic', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(remainingUntil(NOW + 90_061_500, NOW)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
    });
    expect(remainingUntil(NOW, NOW)).toBeNull();
  });

  it('reads convention times as the wall clock in Mechelen, summer and winter', () => {
    expect(clubTimeToInstant('2026-05-22T19:00:00.000Z')).toBe(Date.parse('2026-05-22T17:00:00Z'));
    expect(clubTimeToInstant('2026-11-27T19:00:00Z')).toBe(Date.parse('2026-11-27T18:00:00Z'));
  });

  it('counts to the first session and lasts until the end of the last day', () => {
    const convention = activeConvention(
      ['2026-05-23T10:00:00.000Z', '2026-05-22T19:00:00.000Z'],
      '2026-05-25T00:00:00.000Z',
    );
    expect(conventionWindow(convention)).toEqual({
      start: Date.parse('2026-05-22T17:00:00Z'),
      end: Date.parse('2026-05-25T21:59:59.999Z'),
    });
    const noSessions = { ...convention, sessions: [] };
    expect(conventionWindow(noSessions).start).toBe(Date.parse('2026-05-22T22:00:00Z'));
  });
});

describe("the start on the visitor's own clock", () => {
  // 19:00 in Brussels on 22 May 2027 (summer time).
  const start = Date.parse('2027-05-22T17:00:00Z');

  it('says nothing in Brussels', () => {
    expect(ownTimeSuffix(start, 'Europe/Brussels')).toBe('');
  });

  it('gives the time in a zone behind, and the day too when it is another', () => {
    expect(ownTimeSuffix(start, 'America/New_York')).toBe(', 13:00 your time');
    expect(ownTimeSuffix(start, 'Asia/Tokyo')).toBe(', 23/05, 02:00 your time');
  });
});
