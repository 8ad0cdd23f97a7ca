import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Convention dates travel as the club's wall-clock time with a Z
 * (docs/decisions.md): the pickers work on zone-less local values with the same fields.
 */
export const fromWire = (wire: string | null): Dayjs | null =>
  wire ? dayjs(wire.replace(/(\.\d+)?Z$/, '')) : null;

export const toWire = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm:ss')}.000Z`;

/** dd/mm/yyyy of a wire date, the same in every browser time zone. */
export const formatWireDate = (wire: string): string => {
  const date = dayjs.utc(wire);
  return date.isValid() ? date.format('DD/MM/YYYY') : 'Invalid Date';
};

export const formatWireDateRange = (start: string, end: string): string =>
  `${formatWireDate(start)} - ${formatWireDate(end)}`;
