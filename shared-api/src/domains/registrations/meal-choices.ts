import { DIETARY_LABELS, DIETARY_OPTIONS, MAX_COMPANIONS, type ConventionMeal } from './meals';

/**
 * What the registration forms (the member's and the organisers' Update Registration) offer for
 * meals and accompanying persons: each meal with its price, the diets, and what an accompanying
 * person may do and pays.
 */
export const mealFieldChoices = (convention: {
  meals: readonly ConventionMeal[];
  companionFeeCents: number;
}) => ({
  // Prices in euros, as the companion's fee: the form writes them in the reader's number format.
  meals: convention.meals.map((meal) => ({
    id: meal.id,
    name: meal.name,
    price: meal.priceCents / 100,
  })),
  dietaryOptions: DIETARY_OPTIONS.map((value) => ({ value, label: DIETARY_LABELS[value] })),
  companionFee: convention.companionFeeCents / 100,
  maxCompanions: MAX_COMPANIONS,
});
