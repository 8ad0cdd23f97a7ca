import { DomainError } from '../domain-error';
import { sanitizeHtml } from '../html/sanitize-html';

/** A message body as stored: sanitised, and refused when nothing is left of it. */
export const storedMessageBody = (html: string, emptyMessage: string): string => {
  const body = sanitizeHtml(html);
  if (body.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\b/i.test(body)) {
    throw new DomainError('invalid', emptyMessage);
  }
  return body;
};
