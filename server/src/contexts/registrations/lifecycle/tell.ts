import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { activeAdminIds } from '../../../shared/messages/admins';
import { createMessage } from '../../../shared/messages/create-message';
import { absoluteLinks, enqueueMail } from '../../../shared/mail';
import { htmlToText } from '../../../shared/mail/html-to-text';

/** Whom a registration's news goes to: its attendee (by their email) and who registered them. */
export interface Addressee {
  registrationId: string;
  /** The registrant's account. */
  userId: string;
  attendeeEmail: string;
}

/**
 * What the organisers did to a registration reaches its people whatever their message-mail
 * setting: one inbox message to the attendee's account and the registrant's, and one mail to each
 * of them. Both are written in the caller's transaction; the mail leaves after it commits.
 */
export const tellAttendee = async (
  tx: Db,
  to: Addressee,
  message: { title: string; html: string },
  publicUrl: string,
): Promise<void> => {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${to.attendeeEmail.toLowerCase()}`);
  const [registrant] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, to.userId));
  const recipientIds = [...new Set([to.userId, ...(account ? [account.id] : [])])];
  const [organiser] = await activeAdminIds(tx);
  if (organiser) {
    await createMessage(tx, {
      fromUserId: organiser,
      title: message.title,
      body: message.html,
      recipientIds,
      registrationId: to.registrationId,
    });
  }
  // The inbox links within the site; the mail needs the whole address.
  const html = absoluteLinks(message.html, publicUrl);
  // The registrant pays for the registration they made for someone else: they hear of it too.
  const addresses = new Map(
    [to.attendeeEmail, ...(registrant ? [registrant.email] : [])].map((email) => [
      email.toLowerCase(),
      email,
    ]),
  );
  for (const address of addresses.values()) {
    await enqueueMail(tx, { to: address, subject: message.title, html, text: htmlToText(html) });
  }
};
