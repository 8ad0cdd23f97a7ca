import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions } from '../../db/schema';
import { lockEditableConvention } from './editable-convention';

/** Opens or closes registration for a convention that is not past. */
export const setRegistrationStatus = async (
  db: Db,
  conventionId: number,
  isOpen: boolean,
): Promise<void> =>
  db.transaction(async (tx) => {
    await lockEditableConvention(tx, conventionId);
    await tx
      .update(conventions)
      .set({ registrationOpen: isOpen, updatedAt: new Date() })
      .where(eq(conventions.id, conventionId));
  });
