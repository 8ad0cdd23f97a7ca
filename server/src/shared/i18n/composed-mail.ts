import { escapeHtml } from 'shared-api/contract';
import { sanitizeHtml } from '../html/sanitize-html';
import { htmlToText } from '../mail/html-to-text';
import type { QueuedMail } from '../mail/outbox';

/**
 * A mail the server writes itself, from catalogue messages: each paragraph a message whose
 * values went in escaped (escapeValues) or as markup built here (linkHtml). The plain-text part is
 * derived, as for templates.
 */
export const composedMail = (to: string, subject: string, paragraphs: readonly string[]) => {
  const html = sanitizeHtml(paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''));
  return { to, subject, html, text: htmlToText(html) } satisfies QueuedMail;
};

/** Text values for a message that goes into HTML: escaped, numbers as they are. */
export const escapeValues = <T extends Record<string, string | number>>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  ) as T;

/** A link whose text is its address, so that the plain-text part keeps it. */
export const linkHtml = (url: string): string =>
  `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
