// The club's fees: the information pages state them, and the first invoice settings start from
// them. Kept apart from the invoices' messages, which only the member and admin pages need.
export const FEE_FIELDS = [
  'springConventionFee',
  'winterConventionFee',
  'springParkingFee',
  'winterParkingFee',
] as const;
export type FeeField = (typeof FEE_FIELDS)[number];

/** The fees the information pages state, in euros; the first invoice settings start from them. */
export const SPRING_CONVENTION_FEE_EUROS = 75;
export const WINTER_CONVENTION_FEE_EUROS = 30;
/** Per convention weekend, spring and winter alike. */
export const PARKING_FEE_EUROS = 15;
/** The parking fee as the pages and the registration form write it: '€15'. */
export const PARKING_FEE = `€${PARKING_FEE_EUROS}`;

export const DEFAULT_INVOICE_FEES: Record<FeeField, number> = {
  springConventionFee: SPRING_CONVENTION_FEE_EUROS,
  winterConventionFee: WINTER_CONVENTION_FEE_EUROS,
  springParkingFee: PARKING_FEE_EUROS,
  winterParkingFee: PARKING_FEE_EUROS,
};
