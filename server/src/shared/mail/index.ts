/**
 * Mail, for every feature: queue it, never send it yourself.
 *
 *   await enqueueTemplatedMail(db, { to, templateName: MAIL_TEMPLATES.passwordReset,
 *     values: { FirstName: user.firstName, Code: code }, language: user.language });
 *
 * - The template (an email_templates row, looked up by name) is sanitised, then `{{Name}}`
 *   placeholders are filled with HTML-escaped values; the plain-text part is derived from it.
 *   A template may have a Dutch and a French version: `language` picks one, English when it has
 *   none (`templateIn` does the same for a template read another way).
 * - `enqueueMail(db, { to, subject, html, text })` queues an already-rendered mail; `html` must be
 *   safe (sanitised) already.
 * - Both write to the durable mail_outbox table and return its id. The worker of plugins/mail.ts
 *   sends it (SMTP_URL, or DATA_DIR/mail/*.txt and the log without it), retrying with backoff until
 *   the SMTP server takes it: an outage delays mail, it loses none.
 * - Every mail links to the page it is about: `siteLink(config.publicUrl, '/inbox')`; times are
 *   the club's and say so (club-time.ts).
 * - Called inside a transaction, the mail is queued only if the transaction commits. A statement
 *   that inserts `outboxValues(mail)` itself calls `announceQueuedMail()` once it has run.
 */
export {
  builtInTemplate,
  DEFAULT_TEMPLATES,
  MAIL_TEMPLATES,
  type MailTemplateName,
} from './default-templates';
export { enqueueTemplatedMail, type TemplatedMail } from './enqueue-templated-mail';
export { announceQueuedMail, enqueueMail, outboxValues, type QueuedMail } from './outbox';
export { renderTemplate, type TemplateValues } from './render-template';
export { CLUB_ZONE_LABEL, clubTime, clubZoneLabel } from './club-time';
export {
  findTemplateIn,
  findTemplateVersions,
  templateIn,
  type MailText,
  type TemplateVersions,
} from './template-language';
export { absoluteLinks, siteLink } from './site-link';
export { arrivalText, venueText } from './venue-text';
