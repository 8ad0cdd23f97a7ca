import type { CheckedInRequest } from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations, registrationSessions } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import { REGISTRATION_MESSAGES } from './registration-errors';

export const SESSION_NOT_CHOSEN = 'This registration is not for that session.';

/**
 * The door team's mark. For a session: arrived for it, or not; arriving for a session is arriving
 * at the convention. For the whole convention: arrived, or not; taking it back takes back every
 * session's too, so no session says the attendee came when the convention says they did not.
 */
export const setCheckedIn = async (
  db: Db,
  registrationId: string,
  { checkedIn, sessionId }: CheckedInRequest,
): Promise<void> =>
  db.transaction(async (tx) => {
    const [registration] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    if (!registration) throw new DomainError('not-found', REGISTRATION_MESSAGES.notFound);
    if (sessionId !== undefined) {
      const [marked] = await tx
        .update(registrationSessions)
        .set({ checkedIn })
        .where(
          and(
            eq(registrationSessions.registrationId, registrationId),
            eq(registrationSessions.sessionId, sessionId),
          ),
        )
        .returning({ sessionId: registrationSessions.sessionId });
      if (!marked) throw new DomainError('invalid', SESSION_NOT_CHOSEN);
      if (checkedIn) {
        await tx
          .update(registrations)
          .set({ checkedIn: true })
          .where(eq(registrations.id, registrationId));
      }
      return;
    }
    await tx.update(registrations).set({ checkedIn }).where(eq(registrations.id, registrationId));
    if (!checkedIn) {
      await tx
        .update(registrationSessions)
        .set({ checkedIn: false })
        .where(eq(registrationSessions.registrationId, registrationId));
    }
  });
