import { escapeHtml, PLACEHOLDER_PATTERN } from 'shared-api/contract';
import { sanitizeHtml } from '../html/sanitize-html';
import { htmlToText } from './html-to-text';

/** Values for `{{Name}}` placeholders; numbers are written as they print. */
export type TemplateValues = Readonly<Record<string, string | number>>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Unknown placeholders stay as typed, so an admin sees the mistake in the mail. */
const fill = (template: string, values: TemplateValues, escape: (value: string) => string) =>
  template.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? escape(String(values[name])) : whole,
  );

// Templates are few and change rarely, while a registration surge renders the same one hundreds of
// times: each stored body is sanitised once. The bound only guards against a flood of edits.
const MAX_REMEMBERED_BODIES = 64;
const sanitizedBodies = new Map<string, string>();

const sanitizedBody = (body: string): string => {
  let clean = sanitizedBodies.get(body);
  if (clean === undefined) {
    if (sanitizedBodies.size >= MAX_REMEMBERED_BODIES) sanitizedBodies.clear();
    clean = sanitizeHtml(body);
    sanitizedBodies.set(body, clean);
  }
  return clean;
};

/** A subject is one header line: no line breaks may come in through a value. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ');

/**
 * Fills a template: the stored body is sanitised again before use and every
 * value is escaped, so a first name cannot inject markup into the mail.
 */
export const renderTemplate = (
  template: { subject: string; body: string },
  values: TemplateValues,
): RenderedMail => {
  const html = fill(sanitizedBody(template.body), values, escapeHtml);
  return {
    subject: oneLine(fill(template.subject, values, oneLine)).trim(),
    html,
    text: htmlToText(html),
  };
};
