import {
  LANGUAGE_LOCALES,
  PARKING_FEE_EUROS,
  SPRING_CONVENTION_FEE_EUROS,
  WINTER_CONVENTION_FEE_EUROS,
  type Language,
} from 'shared-api';
import { useLanguage } from 'shared-ui';

// The club's facts as its pages state them, in one place so that the home page,
// the convention pages and the terms never disagree.

/** The club's social group: the footer and the Spring Convention page link to it. */
export const SOCIAL_GROUP_URL = 'https://www.facebook.com/groups/18xxbelgium';

/** Games longer than this many hours count as long games. */
export const LONG_GAME_HOURS = 10;

/**
 * A fee as the information pages state it, in whole euros when it is whole: '€75' in English,
 * as the specification writes it, '€ 75' in Dutch and '75 €' in French.
 */
export const feeIn = (amount: number, language: Language): string =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

export interface Fees {
  spring: string;
  winter: string;
  parking: string;
}

/** The convention and parking fees in the language shown. */
export const useFees = (): Fees => {
  const { language } = useLanguage();
  return {
    spring: feeIn(SPRING_CONVENTION_FEE_EUROS, language),
    winter: feeIn(WINTER_CONVENTION_FEE_EUROS, language),
    parking: feeIn(PARKING_FEE_EUROS, language),
  };
};
