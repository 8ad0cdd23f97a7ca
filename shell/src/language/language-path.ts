import type { Language } from 'shared-api';

/** The languages whose public pages have a path of their own: /nl/… and /fr/…; English has none. */
export const PREFIXED_LANGUAGES = ['nl', 'fr'] as const satisfies readonly Language[];
export type PrefixedLanguage = (typeof PREFIXED_LANGUAGES)[number];

const isPrefixed = (segment: string | undefined): segment is PrefixedLanguage =>
  (PREFIXED_LANGUAGES as readonly string[]).includes(segment ?? '');

/** The language a path names by its first segment: '/nl/tourist-info' is Dutch. */
export const languageOfPath = (pathname: string): PrefixedLanguage | undefined => {
  const first = pathname.split('/')[1];
  return isPrefixed(first) ? first : undefined;
};

/** The path without its language: '/nl/tourist-info' and '/tourist-info' are the same page. */
export const pathWithoutLanguage = (pathname: string): string =>
  languageOfPath(pathname) ? pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/' : pathname;

/** The same page in another language: '/tourist-info' in French is '/fr/tourist-info'. */
export const pathInLanguage = (pathname: string, language: Language): string => {
  const page = pathWithoutLanguage(pathname);
  if (language === 'en') return page;
  return page === '/' ? `/${language}` : `/${language}${page}`;
};
