import type { Language } from 'shared-api/contract';
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

/** The news, written in the language of the one it goes to. */
export type News = (language: Language) => Promise<NewsText> | NewsText;
export interface NewsText {
  title: string;
  html: string;
}

/**
 * What the organisers did to a registration reaches its people whatever their message-mail
 * setting: an inbox message to the attendee's account and the registrant's, and one mail to each
 * of them, each in their account's language (an attendee without an account reads the
 * registrant's). Both are written in the caller's transaction; the mail leaves after it commits.
 */
export const tellAttendee = async (
  tx: Db,
  to: Addressee,
  news: News,
  publicUrl: string,
): Promise<void> => {
  const [account] = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${to.attendeeEmail.toLowerCase()}`);
  const [registrant] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, to.userId));
  const registrantLanguage = registrant?.language ?? 'en';
  const attendeeLanguage = account?.language ?? registrantLanguage;
  const texts = new Map<Language, NewsText>();
  const textIn = async (language: Language) => {
    let text = texts.get(language);
    if (!text) {
      text = await news(language);
      texts.set(language, text);
    }
    return text;
  };

  const recipients = new Map<string, Language>([[to.userId, registrantLanguage]]);
  if (account) recipients.set(account.id, attendeeLanguage);
  const [organiser] = await activeAdminIds(tx);
  if (organiser) {
    // One conversation per language: a registrant and an attendee who read different ones each
    // get it in theirs.
    for (const language of new Set(recipients.values())) {
      const { title, html } = await textIn(language);
      await createMessage(tx, {
        fromUserId: organiser,
        title,
        body: html,
        recipientIds: [...recipients].filter(([, l]) => l === language).map(([id]) => id),
        registrationId: to.registrationId,
      });
    }
  }
  // The registrant pays for the registration they made for someone else: they hear of it too.
  const addresses = new Map<string, { email: string; language: Language }>([
    [to.attendeeEmail.toLowerCase(), { email: to.attendeeEmail, language: attendeeLanguage }],
  ]);
  if (registrant) {
    addresses.set(registrant.email.toLowerCase(), {
      email: registrant.email,
      language: registrantLanguage,
    });
  }
  for (const { email, language } of addresses.values()) {
    const { title, html: inboxHtml } = await textIn(language);
    // The inbox links within the site; the mail needs the whole address.
    const html = absoluteLinks(inboxHtml, publicUrl);
    await enqueueMail(tx, { to: email, subject: title, html, text: htmlToText(html) });
  }
};
