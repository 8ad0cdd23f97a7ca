import {
  escapeHtml,
  waitingListMessage,
  type AdminRegistration,
  type RegistrationRequest,
} from 'shared-api/contract';
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
import { htmlToText } from '../../shared/mail/html-to-text';
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
    confirmationTemplate(convention.template),
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
      { email: input.attendeeEmail, firstName: input.attendeeFirstName },
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

/** Instead of the confirmation: the attendee is told they wait, and where. */
const mailWaiting = async (
  db: Db,
  to: { email: string; firstName: string },
  conventionName: string,
  position: number,
  publicUrl: string,
) => {
  const link = siteLink(publicUrl, '/my-registrations');
  const html = [
    `<p>Hello ${escapeHtml(to.firstName)},</p>`,
    `<p>${escapeHtml(conventionName)} is full. ${escapeHtml(waitingListMessage(position))}.</p>`,
    '<p>When a place becomes free, the first on the list gets it, and you will hear of it.</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('');
  await enqueueMail(db, {
    to: to.email,
    subject: `Waiting list: ${conventionName}`,
    html,
    text: htmlToText(html),
  });
};
