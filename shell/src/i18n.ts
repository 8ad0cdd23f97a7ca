import { packageCatalogue } from 'shared-ui';
import en from './locales/en.json';

export type ShellMessage = keyof typeof en;

// The shell's messages. English is bundled; Dutch and French are fetched when chosen.
export const { useT, key, T } = packageCatalogue<ShellMessage>({
  en,
  nl: () => import(/* webpackChunkName: "shell-nl" */ './locales/nl.json'),
  fr: () => import(/* webpackChunkName: "shell-fr" */ './locales/fr.json'),
});
