import type { AdminRegistration, ConventionMeal, RegistrationSession } from 'shared-api/contract';
import {
  companionsText,
  dietaryText,
  experienceLevelName,
  mealCounts,
  mealNames,
  paymentStatusText,
  pickNames,
} from 'shared-api/contract';
import {
  sheetCsv,
  sheetHeaders,
  type ColumnKind,
  type CsvSeparator,
  type SheetColumn,
  type SheetValue,
} from '../../shared/sheets/sheet-csv';
import { invoiceShares, type InvoiceShare } from './invoice-shares';

export interface RegistrationColumn {
  header: string;
  value: (r: AdminRegistration, share?: InvoiceShare) => SheetValue;
  /** See ColumnKind: money, the structured communication, the site's own words, or a member's. */
  kind?: ColumnKind;
  semicolonHeader?: string;
}

const column = (
  header: string,
  value: RegistrationColumn['value'],
  kind?: ColumnKind,
): RegistrationColumn => ({ header, value, ...(kind ? { kind } : {}) });

/** A list of names in one cell. */
const listed = (items: readonly string[]): string => items.join('; ');

/** An instant: in UTC where the file says so, on the club's clock in the Belgian CSV. */
const REGISTERED_AT = 'Registered At (UTC)';
const REGISTERED_AT_BRUSSELS = 'Registered At (Brussels time)';

/** The attendee, before the sessions. */
const ATTENDEE_COLUMNS: readonly RegistrationColumn[] = [
  column('First Name', (r) => r.attendeeFirstName),
  column('Last Name', (r) => r.attendeeLastName),
  column('Email', (r) => r.attendeeEmail),
  column('Year of Birth', (r) => r.attendeeYearOfBirth),
  column('Nationality', (r) => r.attendeeNationality),
  column('Experience', (r) => experienceLevelName(r.experienceLevel), 'ours'),
];

/**
 * What the party eats: the attendee's diet, meals and accompanying persons, then a column per meal
 * of the convention with the plates this registration takes, so the column sums to the count.
 */
const mealColumns = (meals: readonly ConventionMeal[]): RegistrationColumn[] => [
  column('Dietary Needs', (r) => dietaryText(r) || null),
  column('Meals', (r) => listed(mealNames(meals, r.mealIds))),
  column('Accompanying Persons', (r) => companionsText(meals, r.companions)),
  ...meals.map((meal) =>
    column(`Meal: ${meal.name}`, (r) => mealCounts([meal], [r])[0]?.count ?? 0),
  ),
];

/** The rest of the form and the invoice, after the sessions. */
const detailColumns = (meals: readonly ConventionMeal[]): RegistrationColumn[] => [
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
  ...mealColumns(meals),
  column('Listed as Coming', (r) => r.listed),
  column('Registered By', (r) => `${r.registeredBy.firstName} ${r.registeredBy.lastName}`),
  column('Registered By Email', (r) => r.registeredBy.email),
  column('Invoice Sent', (r) => r.isInvoiceSent),
  column('Invoice Number', (r) => r.payment?.invoiceNumber ?? null, 'ours'),
  column(
    'Structured Communication',
    (r) => r.payment?.structuredReference ?? null,
    'structured-reference',
  ),
  column('Invoice Amount', (r) => (r.payment ? r.payment.amountCents / 100 : null), 'money'),
  // Once per invoice, on the payer's row, so the column sums to what is left to collect.
  column(
    'Left To Pay',
    (r, share) => (r.payment && share?.carries ? r.payment.leftCents / 100 : null),
    'money',
  ),
  column('Payment Status', (r) => (r.payment ? paymentStatusText(r.payment) : null), 'ours'),
  {
    ...column(REGISTERED_AT, (r) => new Date(r.createdAt)),
    semicolonHeader: REGISTERED_AT_BRUSSELS,
  },
];

/** The CSV keeps every session in one cell, as it always has; a column per meal of the convention. */
const csvColumns = (meals: readonly ConventionMeal[]): RegistrationColumn[] => [
  ...ATTENDEE_COLUMNS,
  column('Sessions', (r) => listed(r.sessions.map((s) => s.name))),
  ...detailColumns(meals),
];

/** The CSV's headers; the semicolon file names the clock its times are on. */
export const csvHeaders = (
  meals: readonly ConventionMeal[] = [],
  separator: CsvSeparator = 'comma',
): string[] => sheetHeaders(sheetWriterColumns(csvColumns(meals)), separator);

/** The mark a spreadsheet shows for a session the attendee plays in. */
export const TICK = '✓';

/**
 * The spreadsheet's columns: one per session of the convention, ticked for its attendees, between
 * the attendee and the rest of the form. A name two sessions share gets its start to tell them apart.
 */
export const sheetColumns = (
  sessions: readonly Pick<RegistrationSession, 'id' | 'name' | 'startDateTime'>[],
  meals: readonly ConventionMeal[],
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
        'ours',
      ),
    ),
    ...detailColumns(meals),
  ];
};

/** A registration with its share of the invoice, as a sheet's row reads it. */
export interface RegistrationSheetRow {
  registration: AdminRegistration;
  share: InvoiceShare | undefined;
}

/** The registrations as the rows of a sheet, each with its share of the invoice. */
export const registrationSheetRows = (
  rows: readonly AdminRegistration[],
): RegistrationSheetRow[] => {
  const shares = invoiceShares(rows);
  return rows.map((registration) => ({ registration, share: shares.get(registration.id) }));
};

/** The columns as the shared sheet writers take them. */
export function sheetWriterColumns(
  columns: readonly RegistrationColumn[],
): SheetColumn<RegistrationSheetRow>[] {
  return columns.map(({ value, ...rest }) => ({
    ...rest,
    value: ({ registration, share }) => value(registration, share),
  }));
}

/** The registrations as CSV, comma or semicolon separated. */
export const registrationsCsv = (
  rows: readonly AdminRegistration[],
  meals: readonly ConventionMeal[],
  separator: CsvSeparator = 'comma',
): string =>
  sheetCsv(sheetWriterColumns(csvColumns(meals)), registrationSheetRows(rows), separator);
