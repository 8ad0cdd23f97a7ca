import {
  DAYS_OF_WEEK,
  SESSION_DAY_OUTSIDE_CONVENTION,
  sessionRemovalQuestion,
  type AddSessionRequest,
  type DayOfWeekName,
} from 'shared-api/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations, registrationSessions, sessions } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import { conflict, notFound, SESSION_NOT_FOUND } from './convention-errors';
import { lockEditableConvention } from './editable-convention';

const DAY = 86_400_000;
// getUTCDay of the wall clock: Sunday is 0.
const WEEKDAY: Record<number, DayOfWeekName> = {
  5: 'FRIDAY',
  6: 'SATURDAY',
  0: 'SUNDAY',
  1: 'MONDAY',
};

/**
 * Adds a session to a convention that is not past: on one of its days, or the Monday after it;
 * its day of the week follows from its start. Returns the convention's id.
 */
export const addSession = async (
  db: Db,
  conventionId: number,
  request: AddSessionRequest,
): Promise<number> =>
  db.transaction(async (tx) => {
    const convention = await lockEditableConvention(tx, conventionId);
    const start = new Date(request.startDateTime);
    const day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
    const dayOfWeekName = WEEKDAY[start.getUTCDay()];
    const lastDay = convention.endDate.getTime() + (dayOfWeekName === 'MONDAY' ? DAY : 0);
    if (
      !dayOfWeekName ||
      !DAYS_OF_WEEK.includes(dayOfWeekName) ||
      day < convention.startDate.getTime() ||
      day > lastDay
    ) {
      throw new DomainError('invalid', SESSION_DAY_OUTSIDE_CONVENTION);
    }
    await tx.insert(sessions).values({
      conventionId,
      name: request.name,
      startDateTime: start,
      endDateTime: request.endDateTime === null ? null : new Date(request.endDateTime),
      dayOfWeekName,
      sessionType: request.sessionType,
    });
    return conventionId;
  });

/**
 * Removes a session of a convention that is not past. Its registrations (those not cancelled) keep
 * their other sessions; the organiser must have agreed to how many placed registrations include it
 * (the sessions' Registered count), else the real number is asked again. Returns whose invoices follow: the registrants of those registrations.
 */
export const removeSession = async (
  db: Db,
  conventionId: number,
  sessionId: number,
  agreed: number,
): Promise<string[]> =>
  db.transaction(async (tx) => {
    await lockEditableConvention(tx, conventionId);
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.conventionId, conventionId)));
    if (!session) throw notFound(SESSION_NOT_FOUND);
    const affected = await tx
      .select({ userId: registrations.userId, status: registrations.status })
      .from(registrationSessions)
      .innerJoin(registrations, eq(registrations.id, registrationSessions.registrationId))
      .where(
        and(eq(registrationSessions.sessionId, sessionId), ne(registrations.status, 'cancelled')),
      );
    // Counted as the convention's sessions count them, those placed; those waiting lose it too.
    const placed = affected.filter((row) => row.status === 'registered').length;
    if (placed !== agreed) throw conflict(sessionRemovalQuestion(placed));
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    return [...new Set(affected.map((row) => row.userId))];
  });
