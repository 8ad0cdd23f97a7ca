export { i18n } from './i18n-instance';
export {
  activateLanguage,
  cataloguesReady,
  registerCatalogue,
  type Catalogue,
  type CatalogueLanguage,
} from './catalogues';
export {
  messageKey,
  translate,
  useTranslate,
  type MessageValues,
  type Translate,
} from './translate';
export { RichText, type RichTextProps } from './rich-text';
export { packageCatalogue } from './package-catalogue';
export { LanguageProvider } from './language-provider';
export {
  LANGUAGE_STORAGE_KEY,
  rememberedLanguage,
  rememberLanguage,
  showLanguage,
  startingLanguage,
} from './language-choice';
export { useLanguage } from './use-language';
export { translateMessage, useTranslateMessage } from './translate-message';
