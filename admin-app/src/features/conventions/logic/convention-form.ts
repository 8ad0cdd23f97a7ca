import { SEASONS, type Convention } from 'shared-api';
import {
  capacitySchema,
  createConventionRequestSchema,
  updateConventionRequestSchema,
  updateSessionRequestSchema,
} from 'shared-api/contract';
import { z } from 'zod';

const sessions = z.array(updateSessionRequestSchema);

/** Create: the contract's request whole (both dates, a Friday start, the end not before it). */
export const createConventionFormSchema = createConventionRequestSchema.safeExtend({ sessions });

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
};

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
});
