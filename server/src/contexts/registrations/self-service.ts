import {
  REGISTRATION_SELF_SERVICE_MESSAGES as MESSAGES,
  type AdminRegistration,
  type RegistrationRequest,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { conventions, registrations } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import type { AuthUser } from '../../shared/auth-user';
import { hasStarted, reissueInvoiceAfterChange } from './lifecycle';
import { loadRegistration } from './load-registrations';
import { badRequest, REGISTRATION_MESSAGES } from './registration-errors';
import { sameEmail } from './registration-rows';
import { writeRegistrationChanges } from './update-registration';

const findWithConvention = async (db: Db, id: string) => {
  const [found] = await db
    .select({
      registration: registrations,
      startDate: conventions.startDate,
      registrationOpen: conventions.registrationOpen,
      isActive: conventions.isActive,
    })
    .from(registrations)
    .innerJoin(conventions, eq(conventions.id, registrations.conventionId))
    .where(eq(registrations.id, id));
  return found ?? null;
};

/**
 * PUT /api/Registration/{id}: the member who made a registration (for themselves or for someone
 * else) changes it while registration is open and the convention has not started, with the
 * form's rules. Anyone else gets 404: the registration's existence is not confirmed.
 */
export const editOwnRegistration = async (
  db: Db,
  caller: AuthUser,
  id: string,
  input: RegistrationRequest,
  publicUrl: string,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<AdminRegistration> => {
  if (input.id !== id) throw badRequest(MESSAGES.idMismatch);
  const found = await findWithConvention(db, id);
  if (!found || found.registration.registeredByUserId !== caller.id) {
    throw new DomainError('not-found', MESSAGES.notYours);
  }
  const { registration } = found;
  if (registration.status === 'cancelled') throw new DomainError('conflict', MESSAGES.cancelled);
  if (registration.conventionId !== input.conventionId) {
    throw badRequest(REGISTRATION_MESSAGES.conventionChanged);
  }
  if (hasStarted(found.startDate, now)) throw badRequest(MESSAGES.started);
  if (!found.registrationOpen || !found.isActive) throw badRequest(MESSAGES.closed);
  if (!sameEmail(input.attendeeEmail, caller.email) && !caller.canRegisterMultiplePlayers) {
    throw new DomainError('forbidden', REGISTRATION_MESSAGES.notAllowedForOthers);
  }
  await writeRegistrationChanges(db, registration.conventionId, input, caller.email);
  await reissueInvoiceAfterChange(
    db,
    registration.userId,
    registration.conventionId,
    publicUrl,
    log,
  );
  const updated = await loadRegistration(db, id);
  if (!updated) throw new DomainError('not-found', MESSAGES.notYours);
  return updated;
};
