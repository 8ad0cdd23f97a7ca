import {
  messageKey,
  registerCatalogue,
  RichText,
  useTranslate,
  type RichTextProps,
  type Translate,
} from 'shared-ui';
import en from './locales/en.json';

// The member area's messages, registered as soon as its routes load: English is bundled, Dutch and
// French are fetched when chosen (the shell awaits them before drawing a member page).
registerCatalogue({
  en,
  nl: () => import(/* webpackChunkName: "member-nl" */ './locales/nl.json'),
  fr: () => import(/* webpackChunkName: "member-fr" */ './locales/fr.json'),
});

export type MemberMessage = keyof typeof en;

/** t('dashboard.title'), in the language shown. */
export const useT = (): Translate<MemberMessage> => useTranslate<MemberMessage>();

/** A key for a list declared once and drawn in the language shown. */
export const key = (id: MemberMessage): MemberMessage => messageKey(id);

/** A message with links inside it: <T id="…" components={{ 0: <Link … /> }} />. */
export const T = (props: RichTextProps<MemberMessage>) => <RichText {...props} />;
