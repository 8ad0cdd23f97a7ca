import type { AdminRegistration, RegistrationRequest } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../users/auth-user';
import { findActiveConventionFor } from './active-convention';
import { queueRegistrationConfirmation } from './confirmation-mail';
import { assertChoicesBelongTo, choicesOf } from './convention-choices';
import { toAdminRegistration } from './load-registrations';
import { badRequest, REGISTRATION_MESSAGES, refusingDuplicates } from './registration-errors';
import { attendeeColumns, insertChoices, sameEmail } from './registration-rows';

/**
 * A member registers themselves or, with canRegisterMultiplePlayers, someone else, for the active
 * convention while its registration is open. The unique attendee email per convention (and the
 * client-generated id) make a double submit or a second tab end in one registration.
 *
 * Every member registers the moment registration opens, so each round trip counts: the answer is
 * made from what was checked and written, not read back.
 */
export const createRegistration = async (
  db: Db,
  caller: AuthUser,
  input: RegistrationRequest,
): Promise<AdminRegistration> => {
  const convention = await findActiveConventionFor(db, caller.id);
  if (!convention) throw badRequest(REGISTRATION_MESSAGES.noActiveConvention);
  if (convention.id !== input.conventionId) {
    throw badRequest(REGISTRATION_MESSAGES.notTheActiveConvention);
  }
  if (!convention.registrationOpen) throw badRequest(REGISTRATION_MESSAGES.registrationClosed);
  if (!sameEmail(input.attendeeEmail, caller.email) && !caller.canRegisterMultiplePlayers) {
    throw new ApiError(403, REGISTRATION_MESSAGES.notAllowedForOthers);
  }
  const choices = choicesOf(input);
  const checked = await assertChoicesBelongTo(db, convention.id, choices, {
    offeredGamesOnly: true,
  });

  const row = await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(registrations)
        .values({
          id: input.id,
          conventionId: convention.id,
          userId: caller.id,
          registeredByUserId: caller.id,
          ...attendeeColumns(input, caller.email),
        })
        .returning();
      if (!inserted) throw new Error(`Registration ${input.id} was not inserted.`);
      await insertChoices(tx, input.id, choices);
      await queueRegistrationConfirmation(tx, {
        registrant: caller,
        attendee: { firstName: input.attendeeFirstName, lastName: input.attendeeLastName },
        conventionName: convention.name,
        sessionNames: checked.sessions.map((s) => s.name),
      });
      return inserted;
    }),
  );
  return toAdminRegistration(row, {
    registeredBy: {
      userId: caller.id,
      firstName: caller.firstName,
      lastName: caller.lastName,
      email: caller.email,
    },
    ...checked,
    isInvoiceSent: convention.isInvoiceSent,
  });
};
