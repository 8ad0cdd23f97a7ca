import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { eq } from 'drizzle-orm';
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

const findTemplate = async (db: Db) => {
  const [template] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, REGISTRATION_CONFIRMATION_TEMPLATE));
  return template;
};

/**
 * The template as read with the registration's other checks, or, the first time, added with its
 * default text; admins may edit it from then on.
 */
export const confirmationTemplate = async (
  db: Db,
  stored: StoredTemplate | null,
): Promise<StoredTemplate> => {
  if (stored) return stored;
  await db
    .insert(emailTemplates)
    .values({ name: REGISTRATION_CONFIRMATION_TEMPLATE, ...REGISTRATION_CONFIRMATION_DEFAULT })
    .onConflictDoNothing({ target: emailTemplates.name });
  const template = await findTemplate(db);
  if (!template)
    throw new Error(`Email template "${REGISTRATION_CONFIRMATION_TEMPLATE}" vanished.`);
  return template;
};

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
