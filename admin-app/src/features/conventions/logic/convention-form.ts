import { SEASONS, type Convention } from 'shared-api';
import { euroTextToCents } from 'shared-api/admin';
import {
  capacitySchema,
  createConventionRequestSchema,
  mealsFormSchema,
  updateConventionRequestSchema,
  updateSessionRequestSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { NEW_PRACTICAL, practicalFormShape, practicalFormValues } from './practical-form';

const sessions = z.array(updateSessionRequestSchema);

/** Create: the contract's request whole (both dates, a Friday start, the end not before it). */
export const createConventionFormSchema = createConventionRequestSchema.safeExtend({
  sessions,
  // Meals and accompanying persons.
  ...mealsFormSchema.shape,
  ...practicalFormShape,
});

/**
 * Edit: only the name and the sessions' times change, each by the rule of its own request; the
 * dates, season and registration are shown as they are.
 */
export const editConventionFormSchema = z.object({
  name: updateConventionRequestSchema.shape.name,
  startDate: z.string(),
  endDate: z.string(),
  season: z.enum(SEASONS),
  isRegistrationOpen: z.boolean(),
  capacity: capacitySchema,
  sessions,
  // Meals and accompanying persons.
  ...mealsFormSchema.shape,
  // Never filled: the modal sends its own meal fields. The create form's request has them, and
  // the shared field components take one form type.
  meals: createConventionRequestSchema.shape.meals,
  companionFeeCents: createConventionRequestSchema.shape.companionFeeCents,
  ...practicalFormShape,
});

export type ConventionFormValues = z.input<typeof createConventionFormSchema>;

/** A new convention: SPRING, registration closed. */
export const NEW_CONVENTION: ConventionFormValues = {
  name: '',
  startDate: '',
  endDate: '',
  season: 'SPRING',
  isRegistrationOpen: false,
  capacity: '',
  sessions: [],
  // Meals and accompanying persons.
  mealRows: [],
  companionFee: '0',
  ...NEW_PRACTICAL,
};

/** Cents as the modal's euro field shows them: '18.50'. */
const euroText = (cents: number): string => (cents / 100).toFixed(2);

/** The modal's meals in euros as typed, as the request's meals and companion fee in cents. */
export const mealsRequest = ({
  mealRows,
  companionFee,
}: {
  mealRows: { id: string; name: string; price: string }[];
  companionFee: string;
}) => ({
  meals: mealRows.map(({ id, name, price }) => ({ id, name, priceCents: euroTextToCents(price) })),
  companionFeeCents: euroTextToCents(companionFee),
});

export const conventionFormValues = (convention: Convention): ConventionFormValues => ({
  name: convention.name,
  startDate: convention.startDate,
  endDate: convention.endDate,
  season: convention.season,
  isRegistrationOpen: convention.registrationOpen,
  // Blank is unlimited.
  capacity: convention.capacity === null ? '' : String(convention.capacity),
  sessions: convention.sessions.map(({ id, startDateTime, endDateTime }) => ({
    sessionId: id,
    startDateTime,
    endDateTime,
  })),
  // Meals and accompanying persons.
  mealRows: convention.meals.map(({ id, name, priceCents }) => ({
    id,
    name,
    price: euroText(priceCents),
  })),
  companionFee: euroText(convention.companionFeeCents),
  ...practicalFormValues(convention),
});
