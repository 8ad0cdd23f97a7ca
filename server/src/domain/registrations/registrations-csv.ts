import type { AdminRegistration } from 'shared-api/contract';
import { experienceLevelName, PAYMENT_STATUS_LABELS } from 'shared-api/contract';
import { stringify } from 'csv-stringify/sync';

type Cell = string | number | null;

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
const names = (items: readonly { name: string }[]): string => items.map((i) => i.name).join('; ');

/** One column per detail the organisers read, in the order of the admin page. */
const COLUMNS: ReadonlyArray<readonly [string, (r: AdminRegistration) => Cell]> = [
  ['First Name', (r) => r.attendeeFirstName],
  ['Last Name', (r) => r.attendeeLastName],
  ['Email', (r) => r.attendeeEmail],
  ['Year of Birth', (r) => r.attendeeYearOfBirth],
  ['Nationality', (r) => r.attendeeNationality],
  ['Experience', (r) => experienceLevelName(r.experienceLevel)],
  ['Sessions', (r) => names(r.sessions)],
  ['Special Sessions', (r) => names(r.featuredGames.map((g) => ({ name: g.gameName })))],
  ['Games to Bring', (r) => r.bringGames],
  ['Games to Play', (r) => r.wantToPlayGames],
  ['People to Play With', (r) => r.peopleToPlayWith],
  ['Own Poker Chips', (r) => yesNo(r.bringOwnPokerChips)],
  // Stored inverted; the sheet says it the way the form asked it.
  ["Doesn't Mind New Players", (r) => yesNo(!r.mindNewPlayers)],
  ['Host and Teach', (r) => yesNo(r.hostAndTeach)],
  ['Same Experience', (r) => yesNo(r.sameExperience)],
  ['Parking', (r) => yesNo(r.parking)],
  ['License Plate', (r) => r.licensePlate],
  ['Additional Info', (r) => r.additionalInfo],
  ['Registered By', (r) => `${r.registeredBy.firstName} ${r.registeredBy.lastName}`],
  ['Registered By Email', (r) => r.registeredBy.email],
  ['Invoice Sent', (r) => yesNo(r.isInvoiceSent)],
  ['Invoice Number', (r) => r.payment?.invoiceNumber ?? null],
  ['Structured Communication', (r) => r.payment?.structuredReference ?? null],
  ['Invoice Amount', (r) => (r.payment ? (r.payment.amountCents / 100).toFixed(2) : null)],
  ['Payment Status', (r) => (r.payment ? PAYMENT_STATUS_LABELS[r.payment.status] : null)],
  ['Registered At (UTC)', (r) => r.createdAt],
];

export const CSV_HEADERS = COLUMNS.map(([header]) => header);

// A spreadsheet runs a cell that starts like a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula is kept as text by a leading apostrophe. */
export const defuseCell = (value: Cell): string => {
  const text = value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/**
 * RFC 4180 CSV (CRLF, quoted where needed) with a UTF-8 byte order mark, so that spreadsheet
 * programs read accented names correctly.
 */
export const registrationsCsv = (rows: readonly AdminRegistration[]): string =>
  '\uFEFF' +
  stringify([CSV_HEADERS, ...rows.map((r) => COLUMNS.map(([, cell]) => defuseCell(cell(r))))], {
    record_delimiter: 'windows',
  });
