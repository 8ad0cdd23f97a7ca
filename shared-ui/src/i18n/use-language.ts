import { useLingui } from '@lingui/react';
import { formatCentsIn, formatEuroIn, LANGUAGE_LOCALES, type Language } from 'shared-api/languages';
import { useMemo } from 'react';
import type { CatalogueLanguage } from './catalogues';

const ofCatalogue = (language: CatalogueLanguage): Language =>
  language === 'pseudo' ? 'en' : language;

/** The language shown, and the number and amount formats that go with it. */
export const useLanguage = () => {
  const { i18n } = useLingui();
  const language = ofCatalogue(i18n.locale as CatalogueLanguage);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(LANGUAGE_LOCALES[language]);
    return {
      language,
      locale: LANGUAGE_LOCALES[language],
      /** '€15.00', '€ 15,00', '15,00 €'. */
      euro: (amount: number) => formatEuroIn(amount, language),
      /** Cents as the invoices write them: '€15.00' and '-€5.00', '€ 15,00', '15,00 €'. */
      cents: (cents: number) => formatCentsIn(cents, language),
      number: (value: number) => numbers.format(value),
    };
  }, [language]);
};
