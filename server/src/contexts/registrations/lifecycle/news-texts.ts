import { escapeHtml, refundDueSentence, type Language } from 'shared-api/contract';
import { centsIn, translator } from '../../../shared/i18n';

/** The link under a registration's news, to the member's registrations, in their language. */
export const registrationLinkHtml = (language: Language): string =>
  `<p><a href="/my-registrations">${escapeHtml(translator(language)('registration.link'))}</a></p>`;

/** What a cancellation means for the money, in the reader's language. */
export const refundSentence = (refundDueCents: number, language: Language): string => {
  if (language === 'en') return refundDueSentence(refundDueCents);
  const t = translator(language);
  return refundDueCents > 0
    ? t('registration.refund.due', { amount: centsIn(refundDueCents, language) })
    : t('registration.refund.none');
};
