import { formatCents } from '../invoices/plain';
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
  meals: convention.meals.map((meal) => ({
    id: meal.id,
    label: `${meal.name} (${formatCents(meal.priceCents)})`,
  })),
  dietaryOptions: DIETARY_OPTIONS.map((value) => ({ value, label: DIETARY_LABELS[value] })),
  // In euros: the form tells it in the reader's language and number format.
  companionFee: convention.companionFeeCents / 100,
  maxCompanions: MAX_COMPANIONS,
});
