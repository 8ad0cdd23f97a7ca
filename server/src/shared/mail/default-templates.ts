import type {
  SystemTemplateName,
  TemplateTranslations,
  TemplateVersion,
} from 'shared-api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { DEFAULT_TEMPLATE_TRANSLATIONS } from './default-template-translations';

/** The templates the server's own mails use, looked up by name. */
export const MAIL_TEMPLATES = {
  emailValidation: 'Email Validation',
  validationCodeResent: 'Validation Code Resent',
  passwordReset: 'Password Reset',
  accountApproved: 'Account Approved',
  signUpAttempt: 'Sign-up Attempt',
  registrationConfirmation: 'Registration Confirmation',
  newMessage: 'New Message',
  newReply: 'New Reply',
  contactMessage: 'Contact Message',
  memberReply: 'Member Reply',
  accountsAwaitingApproval: 'Accounts Awaiting Approval',
  registeredByAnotherMember: 'Registered By Another Member',
  emailChangeCode: 'Email Change Code',
  emailChanged: 'Email Changed',
} as const satisfies Record<string, SystemTemplateName>;
export type MailTemplateName = (typeof MAIL_TEMPLATES)[keyof typeof MAIL_TEMPLATES];

const CODE_STYLE = 'font-size: 22px; font-weight: bold';

/** The page's address as the link's text too: the plain-text part keeps it. */
const LINK = '<a href="{{Link}}">{{Link}}</a>';

/**
 * What each template says when first seeded, and the fallback when an admin has deleted one: a
 * code mail must always go out. Every mail has {{FirstName}} and {{Link}} (the page it is about);
 * the others are named in each text. Times are the club's (Brussels) and say so.
 */
export const DEFAULT_TEMPLATES: Record<MailTemplateName, { subject: string; body: string }> = {
  [MAIL_TEMPLATES.emailChangeCode]: {
    subject: 'Confirm your new 18xx Belgium email address',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>You asked to use this address for your 18xx Belgium account. Your confirmation code is:</p>',
      `<p style="${CODE_STYLE}">{{Code}}</p>`,
      `<p>Enter it on your profile page: ${LINK}. The code expires in {{ExpiresInMinutes}} minutes.</p>`,
      '<p>If you did not ask for it, you can ignore this email: nothing changes.</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.emailChanged]: {
    subject: 'Your 18xx Belgium email address was changed',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>The email address of your 18xx Belgium account was changed to {{NewEmail}}. Mail for your account now goes there, and you log in with it.</p>',
      `<p>If you did not make this change, undo it with this link within {{UndoDays}} days, without signing in: ${LINK}. Your account gets this address back and every device is signed out; then reset your password.</p>`,
      '<p>To write to the organisers, use Contact Us: <a href="{{ContactLink}}">{{ContactLink}}</a>.</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.emailValidation]: {
    subject: 'Your 18xx Belgium validation code',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>Thank you for signing up. Your validation code is:</p>',
      `<p style="${CODE_STYLE}">{{Code}}</p>`,
      '<p>Log in and enter it on the Account Pending page. The code expires in {{ExpiresInMinutes}} minutes.</p>',
      '<p>If you did not sign up, you can ignore this email.</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.validationCodeResent]: {
    subject: 'Your new 18xx Belgium validation code',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>As asked, here is a new validation code. The code we sent you before no longer works: use this one.</p>',
      `<p style="${CODE_STYLE}">{{Code}}</p>`,
      `<p>Enter it on the Account Pending page: ${LINK}. The code expires in {{ExpiresInMinutes}} minutes.</p>`,
      '<p>If you did not ask for it, you can ignore this email.</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.passwordReset]: {
    subject: 'Your 18xx Belgium password reset code',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>We received a request to reset the password of your account. Your reset code is:</p>',
      `<p style="${CODE_STYLE}">{{Code}}</p>`,
      '<p>Enter it on the password reset page. The code expires in {{ExpiresInMinutes}} minutes.</p>',
      '<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.accountApproved]: {
    subject: 'Your 18xx Belgium account has been approved',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>Your account has been approved. You can now log in and register for our conventions.</p>',
      `<p>Your dashboard: ${LINK}</p>`,
      '<p>See you at the table!</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.signUpAttempt]: {
    subject: 'Someone tried to sign up with your email address',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>Someone tried to create a new 18xx Belgium account with this email address, which already has an account.</p>',
      '<p>If that was you, just log in, or reset your password if you have forgotten it. Otherwise you can ignore this email.</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.registrationConfirmation]: {
    subject: 'Your registration for {{ConventionName}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>Thank you! {{AttendeeName}} is now registered for {{ConventionName}}.</p>',
      '<p>Dates: {{ConventionDates}}</p>',
      '<p>Sessions: {{Sessions}}</p>',
      '<p>Parking: {{Parking}}</p>',
      '<p>Amount: {{Amount}}</p>',
      '<p>Venue: {{VenueAddress}}</p>',
      '<p>Payment is by bank transfer before the convention: we will send you the details with your invoice, in your inbox on the website.</p>',
      `<p>Your registrations: ${LINK}</p>`,
      '<p>See you at the table!</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.newMessage]: {
    subject: 'New message: {{Title}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>{{SenderName}} sent you a message on the 18xx Belgium website: "{{Title}}".</p>',
      `<p>Read it and reply: ${LINK}</p>`,
      '<p>You can turn these emails off on your profile page.</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.newReply]: {
    subject: 'New reply: {{Title}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>{{SenderName}} replied in the conversation "{{Title}}" on the 18xx Belgium website.</p>',
      `<p>Read it and reply: ${LINK}</p>`,
      '<p>You can turn these emails off on your profile page.</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.contactMessage]: {
    subject: 'Contact message from {{SenderName}}: {{Title}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>{{SenderName}} ({{SenderEmail}}) wrote to the organisers: "{{Title}}".</p>',
      `<p>Read it and reply: ${LINK}</p>`,
    ].join(''),
  },
  [MAIL_TEMPLATES.memberReply]: {
    subject: 'Reply from {{SenderName}}: {{Title}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>{{SenderName}} ({{SenderEmail}}) replied in the conversation "{{Title}}".</p>',
      `<p>Read it and reply: ${LINK}</p>`,
    ].join(''),
  },
  [MAIL_TEMPLATES.accountsAwaitingApproval]: {
    subject: 'Accounts awaiting approval: {{Count}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>These accounts have validated their email address and wait for an administrator to approve them: {{Accounts}}</p>',
      `<p>Approve them on User Management: ${LINK}</p>`,
    ].join(''),
  },
  [MAIL_TEMPLATES.registeredByAnotherMember]: {
    subject: 'You have been registered for {{ConventionName}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>{{RegistrantName}} registered you for {{ConventionName}} with the email address of your 18xx Belgium account.</p>',
      `<p>You can see the registration under My Event Registrations: ${LINK}. If it is not what you want, cancel it there: you can then register yourself.</p>`,
      '<p>See you at the table!</p>',
    ].join(''),
  },
};

/** A built-in template with its Dutch and French versions: what is seeded, and the fallback. */
export const builtInTemplate = (
  name: MailTemplateName,
): TemplateVersion & { translations: TemplateTranslations } => ({
  ...DEFAULT_TEMPLATES[name],
  translations: DEFAULT_TEMPLATE_TRANSLATIONS[name],
});

const DEFAULT_NAMES = Object.keys(DEFAULT_TEMPLATES) as MailTemplateName[];

/**
 * Earlier built-in texts: a stored template still word for word one of them was never edited by
 * an organiser, so it is brought up to date at start-up; an edited one is left as it is.
 */
const EARLIER_DEFAULTS: ReadonlyArray<{ name: MailTemplateName; subject: string; body: string }> = [
  {
    name: MAIL_TEMPLATES.emailChanged,
    subject: 'Your 18xx Belgium email address was changed',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>The email address of your 18xx Belgium account was changed to {{NewEmail}}. Mail for your account now goes there, and you log in with it.</p>',
      `<p>If you did not make this change, contact the organisers at once: ${LINK}.</p>`,
    ].join(''),
  },
  {
    name: MAIL_TEMPLATES.accountApproved,
    subject: 'Your 18xx Belgium account has been approved',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>Your account has been approved. You can now log in and register for our conventions.</p>',
      '<p>See you at the table!</p>',
    ].join(''),
  },
  {
    name: MAIL_TEMPLATES.registrationConfirmation,
    subject: 'Your registration for {{ConventionName}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>Thank you! {{AttendeeName}} is now registered for {{ConventionName}}.</p>',
      '<p>Sessions: {{Sessions}}</p>',
      '<p>Payment is by bank transfer before the convention: we will send you the details with your invoice, in your inbox on the website.</p>',
      '<p>See you at the table!</p>',
    ].join(''),
  },
];

/**
 * Idempotent: adds the templates that are missing by name (an existing site gets the new ones at
 * its next start), updates unedited earlier texts and gives an unedited template without other
 * versions the built-in Dutch and French ones; never touches an organiser's edits. A template whose
 * English an organiser rewrote keeps no versions of the old text: its readers get the organiser's
 * English until the organiser adds versions.
 */
export const seedDefaultTemplates = async (db: Db): Promise<void> => {
  await db
    .insert(emailTemplates)
    .values(DEFAULT_NAMES.map((name) => ({ name, ...builtInTemplate(name) })))
    .onConflictDoNothing({ target: emailTemplates.name });
  for (const earlier of EARLIER_DEFAULTS) {
    await db
      .update(emailTemplates)
      .set({ ...DEFAULT_TEMPLATES[earlier.name], updatedAt: sql`now()` })
      .where(
        and(
          eq(emailTemplates.name, earlier.name),
          eq(emailTemplates.subject, earlier.subject),
          eq(emailTemplates.body, earlier.body),
        ),
      );
  }
  for (const name of DEFAULT_NAMES) {
    const { subject, body, translations } = builtInTemplate(name);
    await db
      .update(emailTemplates)
      .set({ translations, updatedAt: sql`now()` })
      .where(
        and(
          eq(emailTemplates.name, name),
          eq(emailTemplates.subject, subject),
          eq(emailTemplates.body, body),
          sql`${emailTemplates.translations} = '{}'::jsonb`,
        ),
      );
  }
};
