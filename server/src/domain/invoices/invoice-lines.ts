import type { InvoiceLine, Season } from 'shared-api/contract';
import type { Fees } from './invoice-meta';

export interface InvoicedAttendee {
  firstName: string;
  lastName: string;
  parking: boolean;
  licensePlate: string | null;
}

const SEASON_LABEL: Record<Season, string> = { SPRING: 'Spring', WINTER: 'Winter' };

const cents = (amount: number): number => Math.round(amount * 100);

/**
 * The invoice of one registrant: the season's convention fee for every attendee they registered,
 * plus the season's parking fee for each who chose parking. Summed in cents: no float drift.
 */
export const invoiceLines = (
  season: Season,
  fees: Fees,
  attendees: readonly InvoicedAttendee[],
): { lines: InvoiceLine[]; total: number } => {
  const conventionFee = season === 'SPRING' ? fees.springConventionFee : fees.winterConventionFee;
  const parkingFee = season === 'SPRING' ? fees.springParkingFee : fees.winterParkingFee;
  const lines = attendees.flatMap((attendee): InvoiceLine[] => {
    const name = `${attendee.firstName} ${attendee.lastName}`;
    const fee = {
      description: `${SEASON_LABEL[season]} convention fee: ${name}`,
      amount: conventionFee,
    };
    if (!attendee.parking) return [fee];
    const plate = attendee.licensePlate ? ` (${attendee.licensePlate})` : '';
    return [fee, { description: `Parking: ${name}${plate}`, amount: parkingFee }];
  });
  const total = lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100;
  return { lines, total };
};
