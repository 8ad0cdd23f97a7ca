import { isPastConvention, PAST_CONVENTION_READ_ONLY } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conventions } from '../db/schema';
import { DomainError } from './domain-error';

/**
 * Refuses a change to what belongs to a past convention (its registrations, tables and check-in):
 * its lists stay as the convention left them, whatever a browser sends. An unknown convention is
 * left to the route's own answer.
 */
export const refusePastConvention = async (db: Db, conventionId: number): Promise<void> => {
  const [convention] = await db
    .select({ endDate: conventions.endDate })
    .from(conventions)
    .where(eq(conventions.id, conventionId));
  if (convention && isPastConvention(convention))
    throw new DomainError('conflict', PAST_CONVENTION_READ_ONLY);
};
