import { isLanguage, type Language } from './domains/languages/languages';

/**
 * The language the page is shown in, as `<html lang>` says it (set with the language switch), or
 * undefined outside a browser or before a language of ours is set: the calls then send no
 * Accept-Language of their own, and the browser's is used.
 */
export const shownLanguage = (): Language | undefined => {
  if (typeof document === 'undefined') return undefined;
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : undefined;
};
