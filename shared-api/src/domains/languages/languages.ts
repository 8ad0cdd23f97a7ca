/**
 * The site's three languages. English is the specification's text and the fallback: a visitor
 * whose browser asks for none of them, and an organiser's text without a Dutch or French version,
 * get English.
 */
export const LANGUAGES = ['en', 'nl', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as the switch offers it to a reader of that language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
};

/**
 * The conventions numbers, amounts and dates follow: Belgian Dutch and French (€ 15,00 and
 * 15,00 €), and British English for the English pages (day before month, as the club writes).
 */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  nl: 'nl-BE',
  fr: 'fr-BE',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of ours among a reader's languages, in their order of preference: 'nl-BE' and 'nl'
 * give Dutch, 'fr-CH' French. Undefined when none is ours, so that the caller keeps its default.
 */
export const preferredLanguage = (ranges: readonly string[]): Language | undefined => {
  for (const range of ranges) {
    const primary = range.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
};

/** An Accept-Language header's ranges, most wanted first ('nl-BE,nl;q=0.9,en;q=0.8'). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ range, weight }) => range !== '' && range !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ range }) => range);

/** The language an Accept-Language header asks for, English when it names none of ours. */
export const languageOfHeader = (header: string | undefined): Language =>
  preferredLanguage(acceptedLanguages(header)) ?? DEFAULT_LANGUAGE;

const euroFormats = new Map<Language, Intl.NumberFormat>();

/**
 * Euro amounts in a language: '€15.00' in English, as the specification writes them, and the
 * Belgian forms '€ 15,00' and '15,00 €' in Dutch and French.
 */
export const formatEuroIn = (amount: number, language: Language): string => {
  if (language === 'en') return `€${amount.toFixed(2)}`;
  let format = euroFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      style: 'currency',
      currency: 'EUR',
    });
    euroFormats.set(language, format);
  }
  return format.format(amount);
};

/**
 * Cents as the invoices write them: '€75.00' and '-€5.00' in English, the Belgian forms
 * ('€ 75,00', '75,00 €') in Dutch and French.
 */
export const formatCentsIn = (cents: number, language: Language): string =>
  language === 'en'
    ? `${cents < 0 ? '-' : ''}€${(Math.abs(cents) / 100).toFixed(2)}`
    : formatEuroIn(cents / 100, language);
