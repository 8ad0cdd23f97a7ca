import dayjs from 'dayjs';
import { formatDate, formatDateRange, formatDateTimeUtc } from '../dates/format-date';

describe('formatDate', () => {
  it.each([
    ['a date-only string', '2025-06-06', '06/06/2025'],
    ['a zone-less local date-time', '2025-11-28T19:00:00', '28/11/2025'],
    ['a Date', new Date(2024, 1, 29), '29/02/2024'],
    ['a Dayjs', dayjs('2025-01-05'), '05/01/2025'],
    ['the first day of the year', '2026-01-01', '01/01/2026'],
  ])('formats %s as dd/mm/yyyy', (_case, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([null, undefined, ''])('shows - for %p', (value) => {
    expect(formatDate(value)).toBe('-');
  });

  it.each(['not a date', new Date('nope'), Number.NaN])('shows Invalid Date for %p', (value) => {
    expect(formatDate(value)).toBe('Invalid Date');
  });
});

describe('formatDateTimeUtc', () => {
  it('shows the UTC date and time', () => {
    expect(formatDateTimeUtc('2025-06-06T22:30:00Z')).toBe('06/06/2025, 22:30');
  });

  it('turns another offset into UTC, crossing midnight', () => {
    expect(formatDateTimeUtc('2025-06-07T01:15:00+02:00')).toBe('06/06/2025, 23:15');
  });

  it('reads a zone-less value as UTC', () => {
    expect(formatDateTimeUtc('2025-12-31T23:59:00')).toBe('31/12/2025, 23:59');
  });

  it('shows - when empty and Invalid Date when unreadable', () => {
    expect(formatDateTimeUtc(null)).toBe('-');
    expect(formatDateTimeUtc('garbage')).toBe('Invalid Date');
  });
});

describe('formatDateRange', () => {
  it('joins both dates', () => {
    expect(formatDateRange('2025-06-06', '2025-06-09')).toBe('06/06/2025 - 09/06/2025');
  });

  it('keeps the markers of missing or unreadable ends', () => {
    expect(formatDateRange('2025-06-06', null)).toBe('06/06/2025 - -');
    expect(formatDateRange('x', '2025-06-09')).toBe('Invalid Date - 09/06/2025');
  });
});
