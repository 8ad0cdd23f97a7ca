import type { Language } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { clubTime, enqueueMail, siteLink } from '../../../shared/mail';
import { composedMail, escapeValues, linkHtml, translator } from '../../../shared/i18n';

// What a member is told by mail after changing their own account: the mail is the proof it was
// them, and the alarm when it was not. In the account's language.

interface Member {
  email: string;
  firstName: string;
  language: Language;
}

export const mailPasswordChanged = async (
  db: Db,
  user: Member,
  at: Date,
  publicUrl: string,
): Promise<void> => {
  const t = translator(user.language);
  await enqueueMail(
    db,
    composedMail(user.email, t('mail.passwordChanged.subject'), [
      t('mail.hello', escapeValues({ name: user.firstName })),
      t('mail.passwordChanged.changed', escapeValues({ at: clubTime(at, user.language) })),
      t('mail.passwordChanged.notYou', {
        link: linkHtml(siteLink(publicUrl, '/password-reset')),
        contactLink: linkHtml(siteLink(publicUrl, '/contact-us')),
      }),
    ]),
  );
};

/** To the new address; the old one gets the Email Changed template with its undo link. */
export const mailEmailNowYours = async (
  db: Db,
  user: { firstName: string; language: Language },
  change: { from: string; to: string },
  publicUrl: string,
): Promise<void> => {
  const t = translator(user.language);
  await enqueueMail(
    db,
    composedMail(change.to, t('mail.emailNowYours.subject'), [
      t('mail.hello', escapeValues({ name: user.firstName })),
      t('mail.emailNowYours.body', escapeValues({ newEmail: change.to, oldEmail: change.from })),
      t('mail.emailNowYours.profile', { link: linkHtml(siteLink(publicUrl, '/profile')) }),
    ]),
  );
};

/** Queued after the erasure has cleared the outbox of the address: the one mail left for it. */
export const mailAccountDeleted = async (
  db: Db,
  user: Member,
  at: Date,
  publicUrl: string,
): Promise<void> => {
  const t = translator(user.language);
  await enqueueMail(
    db,
    composedMail(user.email, t('mail.accountDeleted.subject'), [
      t('mail.hello', escapeValues({ name: user.firstName })),
      t('mail.accountDeleted.body', escapeValues({ at: clubTime(at, user.language) })),
      t('mail.accountDeleted.farewell', { link: linkHtml(siteLink(publicUrl, '/register')) }),
    ]),
  );
};
