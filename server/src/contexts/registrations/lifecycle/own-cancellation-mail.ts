import type { Language } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { clubTime, enqueueMail, siteLink } from '../../../shared/mail';
import { composedMail, escapeValues, linkHtml, translator } from '../../../shared/i18n';
import { refundSentence } from './news-texts';

/**
 * Confirms a member's own cancellation to them, in their language, with the refund that really
 * applies (what was paid beyond what the invoice still asks; nothing when nothing was paid).
 * Queued in the cancellation's transaction: a refused or rehearsed cancellation mails nothing.
 */
export const mailOwnCancellation = async (
  tx: Db,
  to: { email: string; firstName: string; language: Language },
  cancelled: { attendeeName: string; conventionName: string; at: Date; refundDueCents: number },
  publicUrl: string,
): Promise<void> => {
  const t = translator(to.language);
  const convention = cancelled.conventionName;
  await enqueueMail(
    tx,
    composedMail(to.email, t('mail.ownCancellation.subject', { convention }), [
      t('mail.hello', escapeValues({ name: to.firstName })),
      t(
        'mail.ownCancellation.body',
        escapeValues({
          attendee: cancelled.attendeeName,
          convention,
          at: clubTime(cancelled.at, to.language),
        }),
      ),
      escapeValues({ refund: refundSentence(cancelled.refundDueCents, to.language) }).refund,
      t('mail.ownCancellation.registrations', {
        link: linkHtml(siteLink(publicUrl, '/my-registrations')),
      }),
      t('mail.ownCancellation.notYou', {
        contactLink: linkHtml(siteLink(publicUrl, '/contact-us')),
      }),
    ]),
  );
};
