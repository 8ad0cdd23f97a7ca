import {
  messageKey,
  registerCatalogue,
  RichText,
  useTranslate,
  type RichTextProps,
  type Translate,
} from 'shared-ui';
import en from './locales/en.json';

// The shell's messages. English is bundled; Dutch and French are fetched when chosen.
registerCatalogue({
  en,
  nl: () => import(/* webpackChunkName: "shell-nl" */ './locales/nl.json'),
  fr: () => import(/* webpackChunkName: "shell-fr" */ './locales/fr.json'),
});

export type ShellMessage = keyof typeof en;

/** t('home.hero.title'), in the language shown. */
export const useT = (): Translate<ShellMessage> => useTranslate<ShellMessage>();

/** A key for a list declared once and drawn in the language shown. */
export const key = (id: ShellMessage): ShellMessage => messageKey(id);

/** A message with links inside it: <T id="…" components={{ 0: <Link … /> }} />. */
export const T = (props: RichTextProps<ShellMessage>) => <RichText {...props} />;
