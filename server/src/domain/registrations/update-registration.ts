import type { AdminRegistration, RegistrationRequest } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { assertChoicesBelongTo, choicesOf } from './convention-choices';
import { loadRegistration } from './load-registrations';
import { badRequest, REGISTRATION_MESSAGES, refusingDuplicates } from './registration-errors';
import { attendeeColumns, writeChoices } from './registration-rows';

/**
 * An admin corrects a registration with the same rules as the member's form. It stays with its
 * convention and its registering member, whether registration is open or not.
 */
export const updateRegistration = async (
  db: Db,
  input: RegistrationRequest,
): Promise<AdminRegistration> => {
  const [existing] = await db
    .select({ conventionId: registrations.conventionId, registrantEmail: users.email })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.registeredByUserId))
    .where(eq(registrations.id, input.id));
  if (!existing) throw new ApiError(404, REGISTRATION_MESSAGES.notFound);
  if (existing.conventionId !== input.conventionId) {
    throw badRequest(REGISTRATION_MESSAGES.conventionChanged);
  }
  const choices = choicesOf(input);
  await assertChoicesBelongTo(db, existing.conventionId, choices);

  await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      await tx
        .update(registrations)
        .set({ ...attendeeColumns(input, existing.registrantEmail), updatedAt: sql`now()` })
        .where(eq(registrations.id, input.id));
      await writeChoices(tx, input.id, choices);
    }),
  );
  const updated = await loadRegistration(db, input.id);
  if (!updated) throw new ApiError(404, REGISTRATION_MESSAGES.notFound);
  return updated;
};
