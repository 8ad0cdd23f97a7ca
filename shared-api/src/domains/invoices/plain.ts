import {
  DEFAULT_LANGUAGE,
  formatCentsIn,
  formatEuroIn,
  type Language,
} from '../languages/languages';
/** The invoice fee settings' validation messages, word for word. */
export const FEE_REQUIRED = 'Field is required.';
export const FEE_NOT_NEGATIVE = 'Fee must be 0 or greater';
export const FEE_TOO_PRECISE = 'Use at most 2 decimals.';

export const INVOICE_SETTINGS_EXIST = 'Invoice settings already exist: update them instead.';
export const INVOICE_SETTINGS_MISSING =
  'There are no invoice settings yet: create them on the Invoice Settings page first.';
export const INVOICE_META_ID_REQUIRED = 'invoiceMetaId is required to update the settings.';

export const INVOICE_TITLE_REQUIRED = 'The invoice subject is required.';
export const INVOICE_BODY_REQUIRED = 'The invoice is empty.';
export const INVOICE_TITLE_PREFIX_REQUIRED =
  'The invoice subject must start with "Registration Invoice".';

export const INVOICE_ALREADY_SENT =
  'An invoice has already been sent to this member for this convention.';
export const INVOICE_ALREADY_PAID =
  'Nothing is left to pay on this invoice: there is no QR code to scan.';
export const NOTHING_TO_INVOICE =
  'This member has not registered anyone for the active convention.';
export const INVOICE_SENT = 'Invoice sent successfully.';

/** Euro amounts as the invoice writes them: '€75.00', '€ 75,00' in Dutch, '75,00 €' in French. */
export const formatEuro = (amount: number, language: Language = DEFAULT_LANGUAGE): string =>
  formatEuroIn(amount, language);

export const IBAN_INVALID =
  'The IBAN is not valid: check the country code, the two check digits and the account number.';
export const BIC_INVALID = 'The BIC is not valid: 8 or 11 letters and digits, like GEBABEBB.';
export const BENEFICIARY_TOO_LONG = 'The beneficiary name is at most 70 characters.';
export const PAYMENT_DUE_DAYS_INVALID = 'Payment due must be a whole number of days from 0 to 365.';
export const IBAN_REQUIRED_TO_SEND =
  "No IBAN is set: enter the club's IBAN on the Invoice Settings page before sending invoices.";
export const DEFAULT_PAYMENT_DUE_DAYS = 14;

/** An IBAN as people read it: groups of four ('BE68 5390 0754 7034'). */
export const formatIbanGroups = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/** Cents as the invoice writes them in English: '€75.00'. */
export const formatCents = (cents: number): string => formatCentsIn(cents, 'en');
export const INVOICE_NOT_FOUND = 'Invoice not found.';

/**
 * A draft invoice as the member will read it: the number, reference and QR code placeholders
 * shown with the values the preview gives; one without a value stays, showing what is missing.
 */
export const withPlaceholderValues = (
  html: string,
  values: Record<string, string | null>,
): string =>
  Object.entries(values).reduce(
    (out, [name, value]) =>
      value === null ? out : out.replace(new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, 'g'), value),
    html,
  );
