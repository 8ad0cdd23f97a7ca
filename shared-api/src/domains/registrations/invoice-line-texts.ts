import type { Season } from '../conventions/plain';
import type { Language } from '../languages/languages';

// An invoice's line descriptions in the recipient's language. They hold names and plates, so they
// are functions, not catalogue messages (shared-api's catalogue looks messages up by their
// English text). English stays as the invoices have always written it.

export interface InvoiceLineTexts {
  conventionFee: (season: Season, name: string) => string;
  /** `plate` is empty or ' (1-ABC-123)'. */
  parking: (name: string, plate: string) => string;
  meal: (meal: string, name: string) => string;
  companion: (companion: string, attendee: string) => string;
}

const ENGLISH_SEASON: Record<Season, string> = { SPRING: 'Spring', WINTER: 'Winter' };
const DUTCH_CONVENTION: Record<Season, string> = {
  SPRING: 'voorjaarsconventie',
  WINTER: 'winterconventie',
};
const FRENCH_CONVENTION: Record<Season, string> = {
  SPRING: 'convention de printemps',
  WINTER: 'convention d’hiver',
};

export const INVOICE_LINE_TEXTS: Record<Language, InvoiceLineTexts> = {
  en: {
    conventionFee: (season, name) => `${ENGLISH_SEASON[season]} convention fee: ${name}`,
    parking: (name, plate) => `Parking: ${name}${plate}`,
    meal: (meal, name) => `Meal, ${meal}: ${name}`,
    companion: (companion, attendee) => `Accompanying person: ${companion} (with ${attendee})`,
  },
  nl: {
    conventionFee: (season, name) => `Inschrijvingsgeld ${DUTCH_CONVENTION[season]}: ${name}`,
    parking: (name, plate) => `Parking: ${name}${plate}`,
    meal: (meal, name) => `Maaltijd, ${meal}: ${name}`,
    companion: (companion, attendee) => `Begeleider: ${companion} (met ${attendee})`,
  },
  fr: {
    conventionFee: (season, name) =>
      `Frais d’inscription à la ${FRENCH_CONVENTION[season]} : ${name}`,
    parking: (name, plate) => `Parking : ${name}${plate}`,
    meal: (meal, name) => `Repas, ${meal} : ${name}`,
    companion: (companion, attendee) => `Personne accompagnante : ${companion} (avec ${attendee})`,
  },
};
