import { registerCatalogue } from 'shared-ui';
import en from './locales/en.json';

// The messages of the lazily loaded pages (the information and account pages): the build bundles
// their English with them, not with the first screen (configs/catalogue-part-loader.js). Dutch and
// French are fetched whole when chosen, these pages' messages with them. The pages translate with
// these exports, so that their messages are in before they render.
registerCatalogue({
  en,
  nl: () => import(/* webpackChunkName: "shell-nl" */ './locales/nl.json'),
  fr: () => import(/* webpackChunkName: "shell-fr" */ './locales/fr.json'),
});

export { key, T, useT, type ShellMessage } from './i18n';
