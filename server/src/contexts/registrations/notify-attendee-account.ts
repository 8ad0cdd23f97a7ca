import type { Language } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { activeAdminIds } from '../../shared/messages/admins';
import { createMessage } from '../../shared/messages/create-message';
import { enqueueTemplatedMail, MAIL_TEMPLATES } from '../../shared/mail';
import { escapeValues, translator } from '../../shared/i18n';
import { registrationLinkHtml } from './lifecycle/news-texts';

interface Person {
  firstName: string;
  lastName: string;
}

export interface OnBehalfRegistration {
  registrationId: string;
  conventionName: string;
  registrant: Person;
  /** The existing account whose email the registrant used. */
  account: Person & { id: string; email: string; language: Language };
  /** The site's address, for the link to My Event Registrations. */
  publicUrl: string;
}

export const registeredByTitle = (conventionName: string, language: Language = 'en') =>
  translator(language)('registration.onBehalf.title', { convention: conventionName });

/**
 * A member registered someone else with the email of an existing account: the account holder
 * hears of it in their inbox, from the organisers, and by mail, in their language, and can cancel
 * it on My Event Registrations (the registration is theirs to keep or drop, not the registrant's
 * alone).
 */
export const notifyAttendeeAccount = async (
  db: Db,
  { registrationId, conventionName, registrant, account, publicUrl }: OnBehalfRegistration,
): Promise<void> => {
  const registrantName = `${registrant.firstName} ${registrant.lastName}`;
  const { language } = account;
  const t = translator(language);
  const [organiser] = await activeAdminIds(db);
  if (organiser) {
    await createMessage(db, {
      fromUserId: organiser,
      title: registeredByTitle(conventionName, language),
      body: [
        `<p>${t('mail.hello', escapeValues({ name: account.firstName }))}</p>`,
        `<p>${t('registration.onBehalf.body', escapeValues({ registrant: registrantName, convention: conventionName }))}</p>`,
        `<p>${t('registration.onBehalf.cancel')}</p>`,
        registrationLinkHtml(language),
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
    language,
  });
};
