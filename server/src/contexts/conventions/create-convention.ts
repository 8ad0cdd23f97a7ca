import type { CreateConventionRequest } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { conventions, sessions } from '../../db/schema';
import { scheduledSessions } from './session-schedule';

/** Dates are whole days: whatever time of day the picker sent, the day is what counts. */
const wireDay = (wire: string): Date => {
  const date = new Date(wire);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
};

/** A new, inactive convention with the sessions of its season's schedule. */
export const createConvention = async (db: Db, request: CreateConventionRequest): Promise<number> =>
  db.transaction(async (tx) => {
    const startDate = wireDay(request.startDate);
    const endDate = wireDay(request.endDate);
    const [convention] = await tx
      .insert(conventions)
      .values({
        name: request.name,
        startDate,
        endDate,
        season: request.season,
        isActive: false,
        registrationOpen: request.isRegistrationOpen,
        capacity: request.capacity ?? null,
        meals: request.meals ?? [],
        companionFeeCents: request.companionFeeCents ?? 0,
        venue: request.venue ?? null,
        ...(request.reminderDays === undefined ? {} : { reminderDays: request.reminderDays }),
      })
      .returning({ id: conventions.id });
    if (!convention) throw new Error('The convention was not created.');
    const schedule = scheduledSessions(request.season, startDate, endDate);
    if (schedule.length > 0) {
      await tx
        .insert(sessions)
        .values(schedule.map((session) => ({ ...session, conventionId: convention.id })));
    }
    return convention.id;
  });
