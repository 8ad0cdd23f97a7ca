import { packageCatalogue } from 'shared-ui';
import en from './locales/en.json';

export type MemberMessage = keyof typeof en;

// The member area's messages, registered as soon as its routes load: English is bundled, Dutch and
// French are fetched when chosen (the shell awaits them before drawing a member page).
export const { useT, key, T } = packageCatalogue<MemberMessage>({
  en,
  nl: () => import(/* webpackChunkName: "member-nl" */ './locales/nl.json'),
  fr: () => import(/* webpackChunkName: "member-fr" */ './locales/fr.json'),
});
