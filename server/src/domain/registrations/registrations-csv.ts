import type { AdminRegistration, RegistrationSession } from 'shared-api/contract';
import { experienceLevelName, PAYMENT_STATUS_LABELS, pickNames } from 'shared-api/contract';
import { stringify } from 'csv-stringify/sync';

/** A cell as the spreadsheet should type it: text, number, yes/no or a moment. */
export type SheetValue = string | number | boolean | Date | null;

export interface RegistrationColumn {
  header: string;
  value: (r: AdminRegistration) => SheetValue;
  /** How a spreadsheet shows the number (the CSV writes it the same way). */
  money?: boolean;
}

const column = (
  header: string,
  value: (r: AdminRegistration) => SheetValue,
  money = false,
): RegistrationColumn => ({ header, value, money });

/** A list of names in one cell. */
const listed = (items: readonly string[]): string => items.join('; ');

/** The attendee, before the sessions. */
const ATTENDEE_COLUMNS: readonly RegistrationColumn[] = [
  column('First Name', (r) => r.attendeeFirstName),
  column('Last Name', (r) => r.attendeeLastName),
  column('Email', (r) => r.attendeeEmail),
  column('Year of Birth', (r) => r.attendeeYearOfBirth),
  column('Nationality', (r) => r.attendeeNationality),
  column('Experience', (r) => experienceLevelName(r.experienceLevel)),
];

/** The rest of the form and the invoice, after the sessions. */
const DETAIL_COLUMNS: readonly RegistrationColumn[] = [
  column('Special Sessions', (r) => listed(r.featuredGames.map((g) => g.gameName))),
  column('Games to Bring', (r) => r.bringGames),
  column('Catalogue Games to Bring', (r) => listed(pickNames(r).broughtGames)),
  column('Games to Play', (r) => r.wantToPlayGames),
  column('Catalogue Games to Play', (r) => listed(pickNames(r).wantedGames)),
  column('People to Play With', (r) => r.peopleToPlayWith),
  column('Listed People to Play With', (r) => listed(pickNames(r).playPartners)),
  column('May Be Picked to Play With', (r) => r.listedAsPlayPartner),
  column('Own Poker Chips', (r) => r.bringOwnPokerChips),
  // Stored inverted; the sheet says it the way the form asked it.
  column("Doesn't Mind New Players", (r) => !r.mindNewPlayers),
  column('Host and Teach', (r) => r.hostAndTeach),
  column('Same Experience', (r) => r.sameExperience),
  column('Parking', (r) => r.parking),
  column('License Plate', (r) => r.licensePlate),
  column('Additional Info', (r) => r.additionalInfo),
  column('Registered By', (r) => `${r.registeredBy.firstName} ${r.registeredBy.lastName}`),
  column('Registered By Email', (r) => r.registeredBy.email),
  column('Invoice Sent', (r) => r.isInvoiceSent),
  column('Invoice Number', (r) => r.payment?.invoiceNumber ?? null),
  column('Structured Communication', (r) => r.payment?.structuredReference ?? null),
  column('Invoice Amount', (r) => (r.payment ? r.payment.amountCents / 100 : null), true),
  column('Payment Status', (r) => (r.payment ? PAYMENT_STATUS_LABELS[r.payment.status] : null)),
  column('Registered At (UTC)', (r) => new Date(r.createdAt)),
];

/** The CSV keeps every session in one cell, as it always has. */
const CSV_COLUMNS: readonly RegistrationColumn[] = [
  ...ATTENDEE_COLUMNS,
  column('Sessions', (r) => listed(r.sessions.map((s) => s.name))),
  ...DETAIL_COLUMNS,
];

export const CSV_HEADERS = CSV_COLUMNS.map(({ header }) => header);

/** The mark a spreadsheet shows for a session the attendee plays in. */
export const TICK = '✓';

/**
 * The spreadsheet's columns: one per session of the convention, ticked for its attendees, between
 * the attendee and the rest of the form. A name two sessions share gets its start to tell them apart.
 */
export const sheetColumns = (
  sessions: readonly Pick<RegistrationSession, 'id' | 'name' | 'startDateTime'>[],
): RegistrationColumn[] => {
  const shared = (name: string) => sessions.filter((s) => s.name === name).length > 1;
  return [
    ...ATTENDEE_COLUMNS,
    ...sessions.map((session) =>
      column(
        shared(session.name)
          ? `${session.name} ${session.startDateTime.slice(0, 16)}`
          : session.name,
        (r) => (r.sessions.some((s) => s.id === session.id) ? TICK : null),
      ),
    ),
    ...DETAIL_COLUMNS,
  ];
};

// A spreadsheet runs a cell that starts like a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula is kept as text by a leading apostrophe. */
export const defuseCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** The text the CSV writes for a cell. */
const csvText = (value: SheetValue, money: boolean): string | number | null => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' && money) return value.toFixed(2);
  return value;
};

/** The CSV separators the admin page offers: Excel in a Belgian locale splits on semicolons. */
export const CSV_SEPARATORS = { comma: ',', semicolon: ';' } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

/**
 * RFC 4180 CSV (CRLF, quoted where needed) with a UTF-8 byte order mark, so that spreadsheet
 * programs read accented names correctly.
 */
export const registrationsCsv = (
  rows: readonly AdminRegistration[],
  separator: CsvSeparator = 'comma',
): string =>
  '\uFEFF' +
  stringify(
    [
      CSV_HEADERS,
      ...rows.map((r) =>
        CSV_COLUMNS.map(({ value, money = false }) => defuseCell(csvText(value(r), money))),
      ),
    ],
    { record_delimiter: 'windows', delimiter: CSV_SEPARATORS[separator] },
  );
