import type { UpdateConventionRequest } from 'shared-api/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, sessions } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import {
  ACTIVE_CONVENTION_CONFLICT,
  conflict,
  notFound,
  SESSION_NOT_FOUND,
} from './convention-errors';
import { lockEditableConvention } from './editable-convention';

type SessionChange = NonNullable<UpdateConventionRequest['sessions']>[number];

/** New times of one of the convention's own sessions; another convention's session is not found. */
const changeSession = async (tx: Db, conventionId: number, change: SessionChange) => {
  const updated = await tx
    .update(sessions)
    .set({
      startDateTime: new Date(change.startDateTime),
      endDateTime: change.endDateTime === null ? null : new Date(change.endDateTime),
    })
    .where(and(eq(sessions.id, change.sessionId), eq(sessions.conventionId, conventionId)))
    .returning({ id: sessions.id });
  if (updated.length === 0) throw notFound(SESSION_NOT_FOUND);
};

/**
 * Renames, (de)activates and changes session times in one transaction: all of it is saved or
 * none. Setting one active deactivates the previously active one in the same transaction (at
 * most one is active, a unique index guarantees it); two admins activating two conventions at
 * once: the second is refused instead of silently winning.
 */
/**
 * What happens to those waiting when a convention's places change. Registrations own the waiting
 * list and depend on conventions, so the conventions reach it only through this port, handed in
 * where the app is put together.
 */
export type PlacesChanged = (tx: Db, conventionId: number) => Promise<unknown>;

export const updateConvention = async (
  db: Db,
  request: UpdateConventionRequest,
  placesChanged: PlacesChanged,
): Promise<void> => {
  try {
    await db.transaction(async (tx) => {
      const before = await lockEditableConvention(tx, request.conventionId);
      if (request.isActive) {
        await tx
          .update(conventions)
          .set({ isActive: false, updatedAt: new Date() })
          .where(and(eq(conventions.isActive, true), ne(conventions.id, request.conventionId)));
      }
      await tx
        .update(conventions)
        .set({
          name: request.name,
          isActive: request.isActive,
          ...(request.capacity === undefined ? {} : { capacity: request.capacity }),
          ...(request.meals === undefined ? {} : { meals: request.meals }),
          ...(request.companionFeeCents === undefined
            ? {}
            : { companionFeeCents: request.companionFeeCents }),
          ...(request.venue === undefined ? {} : { venue: request.venue }),
          ...(request.reminderDays === undefined ? {} : { reminderDays: request.reminderDays }),
          updatedAt: new Date(),
        })
        .where(eq(conventions.id, request.conventionId));
      for (const change of request.sessions ?? []) {
        await changeSession(tx, request.conventionId, change);
      }
      // More places (or none limited any more): those waiting take them, first come first.
      const capacity = request.capacity === undefined ? before.capacity : request.capacity;
      if (capacity !== before.capacity) {
        await placesChanged(tx, request.conventionId);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACTIVE_CONVENTION_CONFLICT);
    throw error;
  }
};
