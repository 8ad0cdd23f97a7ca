import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';

/** The templates the server's own mails use, looked up by name (SPEC section 3 "Email template"). */
export const MAIL_TEMPLATES = {
  emailValidation: 'Email Validation',
  passwordReset: 'Password Reset',
  accountApproved: 'Account Approved',
  signUpAttempt: 'Sign-up Attempt',
  registrationConfirmation: 'Registration Confirmation',
  registeredByAnotherMember: 'Registered By Another Member',
} as const;
export type MailTemplateName = (typeof MAIL_TEMPLATES)[keyof typeof MAIL_TEMPLATES];

const CODE_STYLE = 'font-size: 22px; font-weight: bold';

/**
 * What each template says when first seeded, and the fallback when an admin has deleted one: a
 * code mail must always go out. Placeholders: {{FirstName}}, {{LastName}}, {{Code}},
 * {{ExpiresInMinutes}}; the registration confirmation's are {{FirstName}}, {{AttendeeName}},
 * {{ConventionName}} and {{Sessions}}; the one to a member registered by another member's are
 * {{FirstName}}, {{RegistrantName}}, {{ConventionName}} and {{SiteUrl}}.
 */
export const DEFAULT_TEMPLATES: Record<MailTemplateName, { subject: string; body: string }> = {
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
      '<p>Sessions: {{Sessions}}</p>',
      '<p>Payment is by bank transfer before the convention: we will send you the details with your invoice, in your inbox on the website.</p>',
      '<p>See you at the table!</p>',
    ].join(''),
  },
  [MAIL_TEMPLATES.registeredByAnotherMember]: {
    subject: 'You have been registered for {{ConventionName}}',
    body: [
      '<p>Hello {{FirstName}},</p>',
      '<p>{{RegistrantName}} registered you for {{ConventionName}} with the email address of your 18xx Belgium account.</p>',
      '<p>You can see the registration under My Event Registrations on <a href="{{SiteUrl}}/my-registrations">{{SiteUrl}}</a>. If it is not what you want, cancel it there: you can then register yourself.</p>',
      '<p>See you at the table!</p>',
    ].join(''),
  },
};

/** Idempotent: adds the templates that are missing by name and never touches edited ones. */
export const seedDefaultTemplates = async (db: Db): Promise<void> => {
  await db
    .insert(emailTemplates)
    .values(Object.entries(DEFAULT_TEMPLATES).map(([name, t]) => ({ name, ...t })))
    .onConflictDoNothing({ target: emailTemplates.name });
};
