import { refundDueSentence } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { clubTime, enqueueMail, renderTemplate, siteLink } from '../../../shared/mail';

const OWN_CANCELLATION = {
  subject: 'You cancelled a registration for {{ConventionName}}',
  body: [
    '<p>Hello {{FirstName}},</p>',
    '<p>As you asked, the registration of {{AttendeeName}} for {{ConventionName}} was cancelled on {{CancelledAt}}.</p>',
    '<p>{{Refund}}</p>',
    '<p>Your registrations: <a href="{{Link}}">{{Link}}</a></p>',
    '<p>If you did not cancel it, write to the organisers at once: <a href="{{ContactLink}}">{{ContactLink}}</a>.</p>',
  ].join(''),
};

/**
 * Confirms a member's own cancellation to them, with the refund that really applies (what was
 * paid beyond what the invoice still asks; nothing when nothing was paid). Queued in the
 * cancellation's transaction: a refused or rehearsed cancellation mails nothing.
 */
export const mailOwnCancellation = async (
  tx: Db,
  to: { email: string; firstName: string },
  cancelled: { attendeeName: string; conventionName: string; at: Date; refundDueCents: number },
  publicUrl: string,
): Promise<void> => {
  await enqueueMail(tx, {
    to: to.email,
    ...renderTemplate(OWN_CANCELLATION, {
      FirstName: to.firstName,
      AttendeeName: cancelled.attendeeName,
      ConventionName: cancelled.conventionName,
      CancelledAt: clubTime(cancelled.at),
      Refund: refundDueSentence(cancelled.refundDueCents),
      Link: siteLink(publicUrl, '/my-registrations'),
      ContactLink: siteLink(publicUrl, '/contact-us'),
    }),
  });
};
