import dayjs, { type Dayjs } from 'dayjs';

/**
 * Convention dates travel as the club's wall-clock time with a Z
 * (docs/decisions.md): the pickers work on zone-less local values with the same fields.
 */
export const fromWire = (wire: string | null): Dayjs | null =>
  wire ? dayjs(wire.replace(/(\.\d+)?Z$/, '')) : null;

export const toWire = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm:ss')}.000Z`;
