import { and, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { messageRecipients, messages, users } from '../../db/schema';
import { escapeHtml } from 'shared-api/contract';
import {
  MAIL_TEMPLATES,
  absoluteLinks,
  enqueueMail,
  enqueueTemplatedMail,
  siteLink,
  type MailTemplateName,
} from '../mail';
import { htmlToText } from '../mail/html-to-text';
import { translator } from '../i18n/translators';
import { activeAdmins } from './admins';

export interface MessageMail {
  noteId: string;
  title: string;
  sender: { id: string; firstName: string; lastName: string; email: string };
}

const conversationLink = (publicUrl: string, noteId: string) =>
  siteLink(publicUrl, `/inbox/conversation/${noteId}`);

const senderValues = (mail: MessageMail, publicUrl: string) => ({
  SenderName: `${mail.sender.firstName} ${mail.sender.lastName}`,
  SenderEmail: mail.sender.email,
  Title: mail.title,
  Link: conversationLink(publicUrl, mail.noteId),
});

/** To members, each unless they turned message mail off on /profile. */
const mailMembers = async (
  db: Db,
  publicUrl: string,
  templateName: MailTemplateName,
  mail: MessageMail,
  memberIds: readonly string[],
): Promise<void> => {
  if (memberIds.length === 0) return;
  const wanting = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(anyOf(users.id, [...memberIds]), eq(users.messageMail, true)));
  for (const member of wanting) {
    await enqueueTemplatedMail(db, {
      to: member.email,
      templateName,
      values: { FirstName: member.firstName, ...senderValues(mail, publicUrl) },
      language: member.language,
    });
  }
};

/** To every active admin but the sender: the organisers must not miss a member's word. */
const mailAdmins = async (
  db: Db,
  publicUrl: string,
  templateName: MailTemplateName,
  mail: MessageMail,
): Promise<void> => {
  for (const admin of await activeAdmins(db)) {
    if (admin.id === mail.sender.id) continue;
    await enqueueTemplatedMail(db, {
      to: admin.email,
      templateName,
      values: { FirstName: admin.firstName, ...senderValues(mail, publicUrl) },
      language: admin.language,
    });
  }
};

/** An organiser's new message, to its recipients. In the message's transaction. */
export const mailNewMessage = (
  db: Db,
  publicUrl: string,
  mail: MessageMail,
  recipientIds: readonly string[],
) => mailMembers(db, publicUrl, MAIL_TEMPLATES.newMessage, mail, recipientIds);

/**
 * A message that is itself the news (a member's tables once the plan is published): its mail
 * carries the words, not only a pointer to the inbox, to each recipient unless they turned
 * message mail off. In the message's transaction.
 */
export const mailMessageBody = async (
  db: Db,
  publicUrl: string,
  message: { title: string; html: string },
  recipientIds: readonly string[],
): Promise<void> => {
  if (recipientIds.length === 0) return;
  const wanting = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(anyOf(users.id, [...recipientIds]), eq(users.messageMail, true)));
  for (const member of wanting) {
    const hello = translator(member.language)('mail.hello', { name: escapeHtml(member.firstName) });
    const html = `<p>${hello}</p>${absoluteLinks(message.html, publicUrl)}`;
    await enqueueMail(db, {
      to: member.email,
      subject: message.title,
      html,
      text: htmlToText(html),
    });
  }
};

/** A member's contact message, to the admins. In the message's transaction. */
export const mailContactMessage = (db: Db, publicUrl: string, mail: MessageMail) =>
  mailAdmins(db, publicUrl, MAIL_TEMPLATES.contactMessage, mail);

/**
 * A reply, in its transaction: the members taking part hear of it (but its author); when a member
 * wrote it, every active admin does too, taking part or not.
 */
export const mailReply = async (
  db: Db,
  publicUrl: string,
  reply: Omit<MessageMail, 'title'>,
  byAdmin: boolean,
): Promise<void> => {
  const [message] = await db
    .select({ fromUserId: messages.fromUserId, title: messages.title })
    .from(messages)
    .where(eq(messages.id, reply.noteId));
  if (!message) return;
  const mail = { ...reply, title: message.title };
  const recipients = await db
    .select({ userId: messageRecipients.userId })
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, mail.noteId));
  const adminIds = new Set((await activeAdmins(db)).map((admin) => admin.id));
  const members = [...new Set([message.fromUserId, ...recipients.map((r) => r.userId)])].filter(
    (id) => id !== mail.sender.id && !adminIds.has(id),
  );
  await mailMembers(db, publicUrl, MAIL_TEMPLATES.newReply, mail, members);
  if (!byAdmin) await mailAdmins(db, publicUrl, MAIL_TEMPLATES.memberReply, mail);
};
