import type { UpdateConventionRequest } from 'shared-api/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { ACTIVE_CONVENTION_CONFLICT, conflict } from './convention-errors';
import { lockEditableConvention } from './editable-convention';

/**
 * Renames and (de)activates. Setting one active deactivates the previously active one in the same
 * transaction (at most one is active, a unique index guarantees it); two admins activating two
 * conventions at once: the second is refused instead of silently winning.
 */
export const updateConvention = async (db: Db, request: UpdateConventionRequest): Promise<void> => {
  try {
    await db.transaction(async (tx) => {
      await lockEditableConvention(tx, request.conventionId);
      if (request.isActive) {
        await tx
          .update(conventions)
          .set({ isActive: false, updatedAt: new Date() })
          .where(and(eq(conventions.isActive, true), ne(conventions.id, request.conventionId)));
      }
      await tx
        .update(conventions)
        .set({ name: request.name, isActive: request.isActive, updatedAt: new Date() })
        .where(eq(conventions.id, request.conventionId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACTIVE_CONVENTION_CONFLICT);
    throw error;
  }
};
