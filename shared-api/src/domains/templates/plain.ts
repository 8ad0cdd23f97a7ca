export const TEMPLATE_NAME_REQUIRED = 'Template name is required.';
export const TEMPLATE_SUBJECT_REQUIRED = 'Email subject is required.';
export const TEMPLATE_BODY_REQUIRED = 'Template body is required.';
export const TEMPLATE_NAME_TAKEN = 'A template with this name already exists.';
export const TEMPLATE_NOT_FOUND = 'Template not found.';
export const TEMPLATE_IN_USE =
  'The site sends mail with this template: it cannot be deleted or renamed.';

/** Templates the site itself sends with: looked up by name, so never deleted or renamed. */
export const INVOICE_TEMPLATE_NAME = 'Invoice';
export const INVOICE_NOTIFICATION_TEMPLATE_NAME = 'Invoice Notification';
export const PAYMENT_RECEIVED_TEMPLATE_NAME = 'Payment Received';
export const PAYMENT_REMINDER_TEMPLATE_NAME = 'Payment Reminder';
export const PAYMENT_RECEIVED_IN_PART_TEMPLATE_NAME = 'Payment Received In Part';
export const REFUND_PAID_TEMPLATE_NAME = 'Refund Paid';
export const SYSTEM_TEMPLATE_NAMES = [
  'Email Validation',
  'Password Reset',
  'Account Approved',
  'Sign-up Attempt',
  'Registration Confirmation',
  'Validation Code Resent',
  'New Message',
  'New Reply',
  'Contact Message',
  'Member Reply',
  'Accounts Awaiting Approval',
  'Registered By Another Member',
  'Email Change Code',
  'Email Changed',
  INVOICE_TEMPLATE_NAME,
  INVOICE_NOTIFICATION_TEMPLATE_NAME,
  PAYMENT_RECEIVED_TEMPLATE_NAME,
  PAYMENT_REMINDER_TEMPLATE_NAME,
  PAYMENT_RECEIVED_IN_PART_TEMPLATE_NAME,
  REFUND_PAID_TEMPLATE_NAME,
] as const;
export type SystemTemplateName = (typeof SYSTEM_TEMPLATE_NAMES)[number];

export const isSystemTemplate = (name: string): boolean =>
  SYSTEM_TEMPLATE_NAMES.some((system) => system.toLowerCase() === name.trim().toLowerCase());

/**
 * A placeholder such as {{Subject}} or {{FirstName}}, its name captured: what the mails fill in,
 * and what an invoice may not still contain when it is sent.
 */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The body of a new template is a minimal HTML page. */
export const DEFAULT_TEMPLATE_BODY = `<!DOCTYPE html>
<html>
<head>
  <meta charset="utf-8">
</head>
<body>
  <p>Dear {{FirstName}},</p>
  <p></p>
  <p>Kind regards,<br>The 18xx Belgium organisers</p>
</body>
</html>
`;

/** The languages a template may have a version in beside the English, which every template has. */
export const TEMPLATE_TRANSLATION_LANGUAGES = ['nl', 'fr'] as const;
export type TemplateTranslationLanguage = (typeof TEMPLATE_TRANSLATION_LANGUAGES)[number];

export interface TemplateVersion {
  subject: string;
  body: string;
}

/** A template's Dutch and French versions, each optional. */
export type TemplateTranslations = Partial<Record<TemplateTranslationLanguage, TemplateVersion>>;
