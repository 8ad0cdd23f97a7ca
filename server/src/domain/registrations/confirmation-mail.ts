import { DEFAULT_TEMPLATES, MAIL_TEMPLATES, renderTemplate, type QueuedMail } from '../mail';

export interface Confirmation {
  registrant: { email: string; firstName: string };
  attendee: { firstName: string; lastName: string };
  conventionName: string;
  sessionNames: readonly string[];
}

export interface StoredTemplate {
  subject: string;
  body: string;
}

/**
 * The template as read with the registration's other checks. It is seeded at start-up with the
 * other system templates (never deleted or renamed), so it is missing only from a database whose
 * server has not started since: the built-in text.
 */
export const confirmationTemplate = (stored: StoredTemplate | null): StoredTemplate =>
  stored ?? DEFAULT_TEMPLATES[MAIL_TEMPLATES.registrationConfirmation];

/** The confirmation to the member who registered (also when they registered someone else). */
export const renderConfirmation = (template: StoredTemplate, c: Confirmation): QueuedMail => ({
  to: c.registrant.email,
  ...renderTemplate(template, {
    FirstName: c.registrant.firstName,
    AttendeeName: `${c.attendee.firstName} ${c.attendee.lastName}`,
    ConventionName: c.conventionName,
    Sessions: c.sessionNames.join(', '),
  }),
});
