/**
 * What the server writes to a reader, in their language: mails, invoice PDFs, the calendar feed,
 * badges. Messages are ICU MessageFormat in server/src/locales/{en,nl,fr}.json, keyed by feature
 * ('invoice.pdf.title'); always name a key as a literal, so the catalogue check finds it.
 *
 *   const t = translator(member.language);
 *   t('invoice.pdf.title', { number });
 *
 * Amounts go in already formatted (formatEuro(amount, language)), dates too (club-time.ts).
 */
export {
  translateSharedText,
  translator,
  type MessageValues,
  type ServerMessage,
  type Translate,
} from './translators';
// Cents as the invoices write them in a language: '€75.00', '€ 75,00', '75,00 €'.
export { formatCentsIn as centsIn } from 'shared-api/contract';
export { languageOfEmail, languagesOf } from './reader-languages';
export { composedMail, escapeValues, linkHtml } from './composed-mail';
