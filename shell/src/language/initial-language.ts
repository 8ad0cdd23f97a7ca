import { startingLanguage, type CatalogueLanguage } from 'shared-ui';
import { languageOfPath } from './language-path';

/**
 * The language a page load starts in: the one its address names (/nl/…, /fr/…), else the one this
 * browser chose before, else the first of ours among the browser's languages, else English.
 */
export const initialLanguage = (pathname: string): CatalogueLanguage =>
  languageOfPath(pathname) ?? startingLanguage();
