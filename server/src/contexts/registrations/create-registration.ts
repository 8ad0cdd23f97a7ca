import type { AdminRegistration, Language, RegistrationRequest } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '../../shared/domain-error';
import { findUserByEmail, type AuthUser } from '../../shared/auth-user';
import { findActiveConventionFor } from './active-convention';
import { confirmationTemplate, renderConfirmation } from './confirmation-mail';
import { checkChoices, choicesOf } from './convention-choices';
import { toAdminRegistration, waitingPositionColumn } from './load-registrations';
import { registrations } from '../../db/schema';
import { enqueueMail, siteLink } from '../../shared/mail';
import { composedMail, escapeValues, linkHtml, translator } from '../../shared/i18n';
import { notifyAttendeeAccount } from './notify-attendee-account';
import { badRequest, REGISTRATION_MESSAGES, refusingDuplicates } from './registration-errors';
import { attendeeColumns, insertRegistration, sameEmail } from './registration-rows';

/**
 * A member registers themselves or, with canRegisterMultiplePlayers, someone else, for the active
 * convention while its registration is open. The unique attendee email per convention (and the
 * client-generated id) make a double submit or a second tab end in one registration.
 *
 * Every member registers the moment registration opens, so each round trip counts: the checks are
 * read at once, the writes are one statement, and the answer is made from them, not read back.
 *
 * An attendee email that belongs to another account is that member's: they are told (inbox and
 * mail) and may cancel it, and the answer's attendeeHasAccount tells the registrant so.
 */
export const createRegistration = async (
  db: Db,
  caller: AuthUser,
  input: RegistrationRequest,
  publicUrl: string,
): Promise<AdminRegistration> => {
  const choices = choicesOf(input);
  const convention = await findActiveConventionFor(db, caller.id, choices);
  if (!convention) throw badRequest(REGISTRATION_MESSAGES.noActiveConvention);
  if (convention.id !== input.conventionId) {
    throw badRequest(REGISTRATION_MESSAGES.notTheActiveConvention);
  }
  if (!convention.registrationOpen) throw badRequest(REGISTRATION_MESSAGES.registrationClosed);
  if (!sameEmail(input.attendeeEmail, caller.email) && !caller.canRegisterMultiplePlayers) {
    throw new DomainError('forbidden', REGISTRATION_MESSAGES.notAllowedForOthers);
  }
  const checked = checkChoices(choices, convention);
  const forSelf = sameEmail(input.attendeeEmail, caller.email);
  const account = forSelf ? null : await findUserByEmail(db, input.attendeeEmail);
  const mail = renderConfirmation(
    confirmationTemplate(convention.template, caller.language),
    {
      registrant: caller,
      attendee: {
        firstName: input.attendeeFirstName,
        lastName: input.attendeeLastName,
        parking: input.parking,
        licensePlate: input.licensePlate,
        mealIds: input.mealIds,
        companions: input.companions,
      },
      convention,
      sessions: checked.sessions,
    },
    publicUrl,
  );

  const row = await refusingDuplicates(() =>
    insertRegistration(
      db,
      {
        id: input.id,
        conventionId: convention.id,
        userId: caller.id,
        registeredByUserId: caller.id,
        ...attendeeColumns(input, caller.email),
      },
      choices,
      mail,
    ),
  );
  const waitingPosition = row.status === 'waiting' ? await positionOf(db, row.id) : null;
  if (waitingPosition !== null) {
    await mailWaiting(
      db,
      {
        email: input.attendeeEmail,
        firstName: input.attendeeFirstName,
        // The attendee's own account's language, else the registrant's.
        language: forSelf ? caller.language : (account?.language ?? caller.language),
      },
      convention.name,
      waitingPosition,
      publicUrl,
    );
  }
  if (account) {
    await notifyAttendeeAccount(db, {
      registrationId: row.id,
      conventionName: convention.name,
      registrant: caller,
      account,
      publicUrl,
    });
  }
  return toAdminRegistration(row, {
    registeredBy: {
      userId: caller.id,
      firstName: caller.firstName,
      lastName: caller.lastName,
      email: caller.email,
    },
    ...checked,
    isInvoiceSent: convention.isInvoiceSent,
    // Nobody has arrived yet for a registration just made.
    checkedInSessionIds: [],
    attendeeHasAccount: forSelf || account !== null,
    waitingPosition,
  });
};

const positionOf = async (db: Db, id: string): Promise<number | null> => {
  const [found] = await db
    .select({ position: waitingPositionColumn })
    .from(registrations)
    .where(eq(registrations.id, id));
  return found?.position ?? null;
};

/** Instead of the confirmation: the attendee is told they wait, and where, in their language. */
const mailWaiting = async (
  db: Db,
  to: { email: string; firstName: string; language: Language },
  conventionName: string,
  position: number,
  publicUrl: string,
) => {
  const t = translator(to.language);
  await enqueueMail(
    db,
    composedMail(to.email, t('waiting.subject', { convention: conventionName }), [
      t('mail.hello', escapeValues({ name: to.firstName })),
      t('waiting.full', escapeValues({ convention: conventionName, position })),
      t('waiting.next'),
      linkHtml(siteLink(publicUrl, '/my-registrations')),
    ]),
  );
};
