import { formatCents, formatEuro, type Language } from 'shared-api/contract';

/**
 * Cents as an amount in a language: English exactly as the invoices always wrote it ('€75.00',
 * '-€5.00'), Dutch and French in the Belgian forms ('€ 75,00', '75,00 €').
 */
export const centsIn = (cents: number, language: Language): string =>
  language === 'en' ? formatCents(cents) : formatEuro(cents / 100, language);
