import { fillMessage } from '../languages/message-templates';
import type { Language } from '../languages/languages';
import type { Recipient } from './schema';

/** The inbox pages by 20; the navbar and dashboard unread check reads 25. */
export const INBOX_DEFAULT_PAGE_SIZE = 20;
export const UNREAD_CHECK_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** A page of results, as pagedResultSchema reads it. */
export interface PagedResult<T> {
  items: T[];
  totalCount: number;
  totalPages: number;
  pageSize: number;
  pageNumber: number;
}

export const totalPagesFor = (totalCount: number, pageSize: number): number =>
  pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0;

export const MAX_TITLE_LENGTH = 200;
export const MAX_BODY_LENGTH = 100_000;
export const MAX_REPLY_LENGTH = 10_000;

export const REPLY_REQUIRED = 'Reply text is required.';
export const TITLE_TOO_LONG = fillMessage('The title cannot exceed {max} characters.', {
  max: MAX_TITLE_LENGTH,
});
export const BODY_TOO_LONG = 'The message is too long.';

/** The contact form's messages, word for word. */
export const SUBJECT_REQUIRED = 'A subject is required.';
export const MESSAGE_BODY_REQUIRED = 'A message body is required.';

/** The new admin message form's messages, word for word. */
export const RECIPIENT_REQUIRED = 'You must select at least one recipient.';
export const TITLE_REQUIRED = 'Title is required.';
export const ADMIN_MESSAGE_BODY_REQUIRED = 'Message body is required.';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
export const NO_ADMIN_TO_CONTACT = 'There is no administrator to receive your message.';
export const RECIPIENT_NOT_FOUND = 'One or more recipients do not exist.';
export const REGISTRATION_NOT_FOUND = 'Registration not found.';

/** Messages to every registrant of a convention, or of one of its sessions. */
export const BROADCAST_CONVENTION_NOT_FOUND = 'Convention not found.';
export const BROADCAST_SESSION_NOT_FOUND = 'This session is not part of the convention.';
export const BROADCAST_NOBODY = 'Nobody is registered for what you chose: no message was sent.';
export const broadcastSentMessage = (sent: number): string =>
  `Message sent to ${sent} ${sent === 1 ? 'registrant' : 'registrants'}.`;

/** The dashboard's New Invoice card: an unread message whose title starts with this. */
export const INVOICE_TITLE_PREFIX = 'Registration Invoice';

/** An invoice's title starts in the member's language (shared-api's catalogue says the same). */
export const INVOICE_TITLE_PREFIXES: Record<Language, string> = {
  en: INVOICE_TITLE_PREFIX,
  nl: 'Factuur inschrijving',
  fr: 'Facture d’inscription',
};

// An organiser may type the French title with a straight apostrophe.
const typographic = (title: string): string => title.replace(/'/g, '’');

/** Whether a title is an invoice's, in any of the site's languages. */
export const isInvoiceTitle = (title: string): boolean =>
  Object.values(INVOICE_TITLE_PREFIXES).some((prefix) => typographic(title).startsWith(prefix));

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Plain text typed in a form as HTML: escaped, blank lines make paragraphs, newlines <br>. */
export const textToHtml = (text: string): string =>
  text
    .trim()
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** Recipients joined by commas, or N/A. */
export const recipientNames = (recipients: readonly Recipient[]): string =>
  recipients.length > 0 ? recipients.map(personName).join(', ') : 'N/A';
