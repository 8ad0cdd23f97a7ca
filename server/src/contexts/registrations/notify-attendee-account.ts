import { escapeHtml } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { activeAdminIds } from '../../shared/messages/admins';
import { createMessage } from '../../shared/messages/create-message';
import { REGISTRATION_LINK_HTML } from '../../shared/messages/send-admin-message';
import { enqueueTemplatedMail, MAIL_TEMPLATES } from '../../shared/mail';

interface Person {
  firstName: string;
  lastName: string;
}

export interface OnBehalfRegistration {
  registrationId: string;
  conventionName: string;
  registrant: Person;
  /** The existing account whose email the registrant used. */
  account: Person & { id: string; email: string };
  /** The site's address, for the link to My Event Registrations. */
  publicUrl: string;
}

export const registeredByTitle = (conventionName: string) =>
  `You have been registered for ${conventionName}`;

/**
 * A member registered someone else with the email of an existing account: the account holder
 * hears of it in their inbox, from the organisers, and by mail, and can cancel it on My Event
 * Registrations (the registration is theirs to keep or drop, not the registrant's alone).
 */
export const notifyAttendeeAccount = async (
  db: Db,
  { registrationId, conventionName, registrant, account, publicUrl }: OnBehalfRegistration,
): Promise<void> => {
  const registrantName = `${registrant.firstName} ${registrant.lastName}`;
  const [organiser] = await activeAdminIds(db);
  if (organiser) {
    await createMessage(db, {
      fromUserId: organiser,
      title: registeredByTitle(conventionName),
      body: [
        `<p>Hello ${escapeHtml(account.firstName)},</p>`,
        `<p>${escapeHtml(registrantName)} registered you for ${escapeHtml(conventionName)} with your email address.</p>`,
        '<p>If it is not what you want, cancel it on My Event Registrations: you can then register yourself.</p>',
        REGISTRATION_LINK_HTML,
      ].join(''),
      recipientIds: [account.id],
      registrationId,
    });
  }
  await enqueueTemplatedMail(db, {
    to: account.email,
    templateName: MAIL_TEMPLATES.registeredByAnotherMember,
    values: {
      FirstName: account.firstName,
      RegistrantName: registrantName,
      ConventionName: conventionName,
      Link: `${publicUrl}/my-registrations`,
    },
  });
};
