// The registration tags, which the main entry's writes and the organisers' ones (in
// 'shared-api/admin') invalidate alike.
export const STATUS = { type: 'Registration', id: 'STATUS' } as const;
export const MINE = { type: 'Registration', id: 'MINE' } as const;
export const ADMIN_LIST = { type: 'Registration', id: 'ADMIN_LIST' } as const;
export const WAITING = { type: 'Registration', id: 'WAITING' } as const;
export const OFFER = { type: 'Registration', id: 'OFFER' } as const;
/** Any registration write changes what every registration view shows, and the places left. */
export const REGISTRATION_WRITE = [STATUS, MINE, ADMIN_LIST, OFFER];
/**
 * A place taken or freed changes the waiting list, the invoices, the convention's counts, the
 * tables (the board's and the member's own) and what people were told.
 */
export const PLACE_CHANGE = [
  ...REGISTRATION_WRITE,
  WAITING,
  'Invoice',
  'Payment',
  'Convention',
  'TablePlan',
  'Inbox',
] as const;
