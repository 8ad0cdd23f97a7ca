// Meals and accompanying persons: what the registration form asks besides the attendee's own
// answers. Kept out of the main entry's plain index: only the forms, the organisers' pages and
// the server read them ('shared-api/member', 'shared-api/admin', 'shared-api/contract').

import { fillMessage } from '../languages/message-templates';

/** What an attendee cannot eat; 'other' asks for a note (allergies and the like). */
export const DIETARY_OPTIONS = ['none', 'vegetarian', 'vegan', 'other'] as const;
export type Dietary = (typeof DIETARY_OPTIONS)[number];

export const DIETARY_LABELS: Record<Dietary, string> = {
  none: 'No special needs',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  other: 'Allergies or other needs',
};

export const MEAL_NAME_MAX_LENGTH = 100;
export const DIETARY_NOTES_MAX_LENGTH = 500;
/** Meals one convention offers at most, and accompanying persons one registration brings. */
export const MAX_MEALS = 20;
export const MAX_COMPANIONS = 10;
/** A meal's price, or the accompanying person's fee, in cents: at most €10,000. */
export const MAX_PRICE_CENTS = 1_000_000;

/** Euros as an organiser types them: "18", "18.50" or "18,50". */
export const EURO_TEXT = /^\d{1,5}([.,]\d{1,2})?$/;

/** "18,50" -> 1850. */
export const euroTextToCents = (text: string): number =>
  Math.round(Number(text.trim().replace(',', '.')) * 100);

export const MEAL_MESSAGES = {
  mealNameRequired: 'Each meal needs a name.',
  mealNameTaken: 'Two meals cannot have the same name.',
  priceInvalid: 'Enter a price between €0 and €10,000, in euros and cents.',
  dietaryNotesRequired: 'Please describe the allergies or other needs.',
  companionFirstNameRequired: "The accompanying person's first name is required.",
  companionLastNameRequired: "The accompanying person's last name is required.",
  tooManyCompanions: fillMessage('Register at most {max} accompanying persons.', {
    max: MAX_COMPANIONS,
  }),
  /** The server's: a meal the convention does not (any longer) offer. */
  mealNotOffered: 'One or more chosen meals are not offered at this convention.',
} as const;

/** A meal an organiser offers at a convention. */
export interface ConventionMeal {
  id: string;
  name: string;
  priceCents: number;
}

/** Someone who comes with an attendee: never seated at a table, but fed, badged and invoiced. */
export interface Companion {
  firstName: string;
  lastName: string;
  mealIds: string[];
}

/** What a registration eats and who comes with it, as the counts read it. */
export interface MealParty {
  dietary: Dietary;
  mealIds: readonly string[];
  companions: readonly Companion[];
}

/** How many plates of each meal the parties take (attendees and their accompanying persons). */
export const mealCounts = (
  meals: readonly ConventionMeal[],
  parties: readonly MealParty[],
): { meal: ConventionMeal; count: number }[] =>
  meals.map((meal) => ({
    meal,
    count: parties.reduce(
      (sum, party) =>
        sum +
        (party.mealIds.includes(meal.id) ? 1 : 0) +
        party.companions.filter((companion) => companion.mealIds.includes(meal.id)).length,
      0,
    ),
  }));

/** How many attendees need each diet other than none (accompanying persons are not asked). */
export const dietaryCounts = (
  parties: readonly Pick<MealParty, 'dietary'>[],
): { dietary: Dietary; count: number }[] =>
  DIETARY_OPTIONS.filter((dietary) => dietary !== 'none')
    .map((dietary) => ({
      dietary,
      count: parties.filter((party) => party.dietary === dietary).length,
    }))
    .filter(({ count }) => count > 0);

/** "Barbecue: 12, Sunday lunch: 8": the counts on one line, for the lists and the exports. */
export const mealCountsText = (
  counts: readonly { meal: ConventionMeal; count: number }[],
): string => counts.map(({ meal, count }) => `${meal.name}: ${count}`).join(', ');

/** The names of the chosen meals, in the convention's order; a meal withdrawn since is left out. */
export const mealNames = (meals: readonly ConventionMeal[], mealIds: readonly string[]): string[] =>
  meals.filter((meal) => mealIds.includes(meal.id)).map((meal) => meal.name);

/** "Vegan" or "Allergies or other needs: nuts": the diet as the lists write it; '' when none. */
export const dietaryText = (party: { dietary: Dietary; dietaryNotes: string | null }): string =>
  party.dietary === 'none'
    ? ''
    : party.dietaryNotes
      ? `${DIETARY_LABELS[party.dietary]}: ${party.dietaryNotes}`
      : DIETARY_LABELS[party.dietary];

/** "Anna Peeters" */
export const companionName = (companion: Pick<Companion, 'firstName' | 'lastName'>): string =>
  `${companion.firstName} ${companion.lastName}`;

/** "Anna Peeters (Barbecue); Tom Peeters": who comes with an attendee and the meals each joins. */
export const companionsText = (
  meals: readonly ConventionMeal[],
  companions: readonly Companion[],
): string =>
  companions
    .map((companion) => {
      const theirs = mealNames(meals, companion.mealIds);
      return theirs.length > 0
        ? `${companionName(companion)} (${theirs.join(', ')})`
        : companionName(companion);
    })
    .join('; ');
