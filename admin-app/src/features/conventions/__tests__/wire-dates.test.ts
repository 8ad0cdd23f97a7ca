import { fromWire, toWire } from '../logic/wire-dates';

describe('wire dates (the club wall clock with a Z)', () => {
  it('round-trips a picker value without shifting the wall-clock time', () => {
    const wire = '2099-11-27T19:00:00.000Z';
    const picked = fromWire(wire);
    expect(picked?.format('DD/MM/YYYY HH:mm')).toBe('27/11/2099 19:00');
    expect(toWire(picked!)).toBe(wire);
  });

  it('reads an empty value as no date', () => {
    expect(fromWire(null)).toBeNull();
  });
});
