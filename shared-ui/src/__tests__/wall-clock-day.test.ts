import dayjs from 'dayjs';
import { dayFromWire, dayToWire } from '../pickers/wall-clock-day';

describe('wall-clock days', () => {
  it('sends a picked day as its midnight labelled Z, whatever the time picked with it', () => {
    expect(dayToWire(dayjs(new Date(2026, 4, 1, 23, 30)))).toBe('2026-05-01T00:00:00.000Z');
  });

  it('sends no date for an empty or half-typed one', () => {
    expect(dayToWire(null)).toBe('');
    expect(dayToWire(dayjs('nonsense'))).toBe('');
  });

  it('shows a wire day as the same calendar day in any time zone', () => {
    expect(dayFromWire('2026-05-01T00:00:00.000Z')?.format('DD/MM/YYYY HH:mm')).toBe(
      '01/05/2026 00:00',
    );
    expect(dayFromWire('2026-05-01T00:00:00Z')?.format('DD/MM/YYYY')).toBe('01/05/2026');
    expect(dayFromWire('')).toBeNull();
  });
});
