import type { AdminRegistration, RegistrationRequest } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { registrations, users } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import { assertChoicesBelongTo, choicesOf } from './convention-choices';
import { reissueInvoiceAfterChange } from './lifecycle';
import { loadRegistration } from './load-registrations';
import { badRequest, REGISTRATION_MESSAGES, refusingDuplicates } from './registration-errors';
import { attendeeColumns, writeChoices } from './registration-rows';

/**
 * An admin corrects a registration with the same rules as the member's form. It stays with its
 * convention and its registering member, whether registration is open or not. An invoice already
 * sent is issued again when the price changed (meals, accompanying persons, parking).
 */
export const updateRegistration = async (
  db: Db,
  input: RegistrationRequest,
  publicUrl: string,
  log?: FastifyBaseLogger,
): Promise<AdminRegistration> => {
  const [existing] = await db
    .select({
      conventionId: registrations.conventionId,
      userId: registrations.userId,
      registrantEmail: users.email,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.registeredByUserId))
    .where(eq(registrations.id, input.id));
  if (!existing) throw new DomainError('not-found', REGISTRATION_MESSAGES.notFound);
  if (existing.conventionId !== input.conventionId) {
    throw badRequest(REGISTRATION_MESSAGES.conventionChanged);
  }
  await writeRegistrationChanges(db, existing.conventionId, input, existing.registrantEmail);
  await reissueInvoiceAfterChange(db, existing.userId, existing.conventionId, publicUrl, log);
  const updated = await loadRegistration(db, input.id);
  if (!updated) throw new DomainError('not-found', REGISTRATION_MESSAGES.notFound);
  return updated;
};

/**
 * Writes a registration's new answers and choices, checked against its convention: the admin's
 * correction and the registrant's own edit alike.
 */
export const writeRegistrationChanges = async (
  db: Db,
  conventionId: number,
  input: RegistrationRequest,
  registrantEmail: string,
): Promise<void> => {
  const choices = choicesOf(input);
  await assertChoicesBelongTo(db, conventionId, choices);
  await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      await tx
        .update(registrations)
        .set({ ...attendeeColumns(input, registrantEmail), updatedAt: sql`now()` })
        .where(eq(registrations.id, input.id));
      await writeChoices(tx, input.id, choices, input.listedAsPlayPartner);
    }),
  );
};
