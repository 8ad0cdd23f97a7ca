export { LANGUAGE_TAB_NAMES, LanguageTabs } from './language-tabs';
