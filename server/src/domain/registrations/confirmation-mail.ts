import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { enqueueMail, renderTemplate } from '../mail';

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

const findTemplate = async (db: Db) => {
  const [template] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, REGISTRATION_CONFIRMATION_TEMPLATE));
  return template;
};

/**
 * Queues the confirmation to the member who registered (also when they registered someone else).
 * The template is added with its default text the first time, then admins may edit it: it is read
 * first, as it exists on every later call. Called in the registration's transaction: the mail goes
 * out only if the registration is saved.
 */
export const queueRegistrationConfirmation = async (db: Db, c: Confirmation): Promise<void> => {
  let template = await findTemplate(db);
  if (!template) {
    await db
      .insert(emailTemplates)
      .values({ name: REGISTRATION_CONFIRMATION_TEMPLATE, ...REGISTRATION_CONFIRMATION_DEFAULT })
      .onConflictDoNothing({ target: emailTemplates.name });
    template = await findTemplate(db);
  }
  if (!template)
    throw new Error(`Email template "${REGISTRATION_CONFIRMATION_TEMPLATE}" vanished.`);
  await enqueueMail(db, {
    to: c.registrant.email,
    ...renderTemplate(template, {
      FirstName: c.registrant.firstName,
      AttendeeName: `${c.attendee.firstName} ${c.attendee.lastName}`,
      ConventionName: c.conventionName,
      Sessions: c.sessionNames.join(', '),
    }),
  });
};
