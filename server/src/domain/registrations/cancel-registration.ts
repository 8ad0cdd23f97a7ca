import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../users/auth-user';
import { REGISTRATION_MESSAGES } from './registration-errors';

export const REGISTRATION_CANCELLED = 'The registration has been cancelled.';

/**
 * The member whose email another member registered cancels that registration, which frees them to
 * register themselves. Anyone else, the registrant included, gets 404: the registration is not
 * theirs to cancel here, and its existence is not confirmed.
 */
export const cancelRegistrationInMyName = async (
  db: Db,
  caller: AuthUser,
  registrationId: string,
): Promise<void> => {
  const deleted = await db
    .delete(registrations)
    .where(
      and(
        eq(registrations.id, registrationId),
        sql`lower(${registrations.attendeeEmail}) = ${caller.email.toLowerCase()}`,
        ne(registrations.registeredByUserId, caller.id),
      ),
    )
    .returning({ id: registrations.id });
  if (deleted.length === 0) throw new ApiError(404, REGISTRATION_MESSAGES.notFound);
};
