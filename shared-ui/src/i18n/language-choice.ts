import { DEFAULT_LANGUAGE, isLanguage, preferredLanguage } from 'shared-api/languages';
import { activateLanguage, type CatalogueLanguage } from './catalogues';

/** Where this browser keeps its choice; a prerendered page's start script reads it too. */
export const LANGUAGE_STORAGE_KEY = 'language';

const isCatalogueLanguage = (value: unknown): value is CatalogueLanguage =>
  isLanguage(value) || value === 'pseudo';

/** The language this browser chose last (the switch, or a member's account at sign-in). */
export const rememberedLanguage = (): CatalogueLanguage | undefined => {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isCatalogueLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

export const rememberLanguage = (language: CatalogueLanguage): void => {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
};

/**
 * The language a visit starts in: the one this browser chose before, else the first of ours
 * among the browser's languages (what it sends as Accept-Language), else English.
 */
export const startingLanguage = (): CatalogueLanguage =>
  rememberedLanguage() ??
  preferredLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])) ??
  DEFAULT_LANGUAGE;

/**
 * Shows the site in a language: its messages, then `<html lang>`, which screen readers, the
 * browser's hyphenation and the API calls' Accept-Language follow.
 */
export const showLanguage = async (language: CatalogueLanguage): Promise<void> => {
  await activateLanguage(language);
  document.documentElement.lang = language === 'pseudo' ? 'en' : language;
};
