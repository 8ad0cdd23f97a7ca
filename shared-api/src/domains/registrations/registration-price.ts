import type { Season } from '../conventions/plain';
import type { FeeField } from '../invoices/fees';
import type { Language } from '../languages/languages';
import { INVOICE_LINE_TEXTS, type InvoiceLineTexts } from './invoice-line-texts';
import { companionName, type Companion, type ConventionMeal } from './meals';

// What a registration costs and whether it gets a place: computed here once, so the form that
// says it before Register, the confirmation mail and the invoice cannot disagree.

/** The invoice settings' four fees, in euros. */
export type Fees = Record<FeeField, number>;

export interface InvoicedAttendee {
  firstName: string;
  lastName: string;
  parking: boolean;
  licensePlate: string | null;
  /** The convention meals the attendee joins; absent is none. */
  mealIds?: readonly string[];
  /** Who comes with the attendee: each pays the companion fee and their meals. */
  companions?: readonly Companion[];
}

/** What a convention charges beyond the season's fees: its meals and the companion fee. */
export interface ConventionExtras {
  meals: readonly ConventionMeal[];
  companionFeeCents: number;
}

export const NO_EXTRAS: ConventionExtras = { meals: [], companionFeeCents: 0 };

/** One line of an invoice (the contract's invoiceLineSchema). */
export interface PricedLine {
  description: string;
  amount: number;
}

const cents = (amount: number): number => Math.round(amount * 100);

/** A line per meal the person joins, in the convention's order; a meal withdrawn since is free. */
const mealLines = (
  meals: readonly ConventionMeal[],
  mealIds: readonly string[] | undefined,
  name: string,
  texts: InvoiceLineTexts,
): PricedLine[] =>
  meals
    .filter((meal) => mealIds?.includes(meal.id))
    .map((meal) => ({ description: texts.meal(meal.name, name), amount: meal.priceCents / 100 }));

/**
 * The invoice of one registrant: the season's convention fee for every attendee they registered,
 * the season's parking fee for each who chose parking, each meal they join, and for each person
 * accompanying them the convention's companion fee (a line even when it is nothing, so the invoice
 * names everyone it covers) and their meals. Summed in cents: no float drift. The lines are
 * described in `language`, the reader's (the invoice's recipient, the member's page).
 */
export const invoiceLines = (
  season: Season,
  fees: Fees,
  attendees: readonly InvoicedAttendee[],
  extras: ConventionExtras = NO_EXTRAS,
  language: Language = 'en',
): { lines: PricedLine[]; total: number } => {
  const texts = INVOICE_LINE_TEXTS[language];
  const conventionFee = season === 'SPRING' ? fees.springConventionFee : fees.winterConventionFee;
  const parkingFee = season === 'SPRING' ? fees.springParkingFee : fees.winterParkingFee;
  const lines = attendees.flatMap((attendee): PricedLine[] => {
    const name = `${attendee.firstName} ${attendee.lastName}`;
    const fee = { description: texts.conventionFee(season, name), amount: conventionFee };
    const plate = attendee.licensePlate ? ` (${attendee.licensePlate})` : '';
    const parking = attendee.parking
      ? [{ description: texts.parking(name, plate), amount: parkingFee }]
      : [];
    const companions = (attendee.companions ?? []).flatMap((companion): PricedLine[] => {
      const companionLabel = companionName(companion);
      return [
        {
          description: texts.companion(companionLabel, name),
          amount: extras.companionFeeCents / 100,
        },
        ...mealLines(extras.meals, companion.mealIds, companionLabel, texts),
      ];
    });
    return [
      fee,
      ...parking,
      ...mealLines(extras.meals, attendee.mealIds, name, texts),
      ...companions,
    ];
  });
  const total = lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100;
  return { lines, total };
};

/** The places of a convention as a new registration meets them. */
export interface ConventionPlaces {
  /** Attendees placed at most; null is unlimited. */
  capacity: number | null;
  /** Attendees placed (status registered). */
  placesTaken: number;
  /** Registrations waiting for a place. */
  waitingCount: number;
}

/**
 * Where a registration made now would wait, or null when it gets a place: the database places a
 * new registration while fewer than the capacity are placed, else it joins the end of the line.
 */
export const nextWaitingPosition = ({
  capacity,
  placesTaken,
  waitingCount,
}: ConventionPlaces): number | null =>
  capacity !== null && placesTaken >= capacity ? waitingCount + 1 : null;
