import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { renderTemplate, type QueuedMail } from '../mail';

export const REGISTRATION_CONFIRMATION_TEMPLATE = 'Registration Confirmation';

/** Placeholders: {{FirstName}}, {{AttendeeName}}, {{ConventionName}}, {{Sessions}}. */
export const REGISTRATION_CONFIRMATION_DEFAULT = {
  subject: 'Your registration for {{ConventionName}}',
  body: [
    '<p>Hello {{FirstName}},</p>',
    '<p>Thank you! {{AttendeeName}} is now registered for {{ConventionName}}.</p>',
    '<p>Sessions: {{Sessions}}</p>',
    '<p>Payment is by bank transfer before the convention: we will send you the details with your invoice, in your inbox on the website.</p>',
    '<p>See you at the table!</p>',
  ].join(''),
};

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
 * Added at start-up (domain/seed): were it added on first use, every registration of the first
 * surge would find it missing at once and each would try to add it.
 */
export const seedConfirmationTemplate = async (db: Db): Promise<void> => {
  await db
    .insert(emailTemplates)
    .values({ name: REGISTRATION_CONFIRMATION_TEMPLATE, ...REGISTRATION_CONFIRMATION_DEFAULT })
    .onConflictDoNothing({ target: emailTemplates.name });
};

/**
 * The template as read with the registration's other checks. It is a system template (never
 * deleted or renamed), so only a database seeded before it existed lacks it: the built-in text.
 */
export const confirmationTemplate = (stored: StoredTemplate | null): StoredTemplate =>
  stored ?? REGISTRATION_CONFIRMATION_DEFAULT;

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
