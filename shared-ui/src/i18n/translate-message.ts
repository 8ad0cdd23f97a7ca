import { LinguiContext } from '@lingui/react';
import type { I18n, Messages } from '@lingui/core';
import { useCallback, useContext } from 'react';
import { ACTION_FAILED, LOAD_FAILED, UNEXPECTED_ERROR } from '../actions/action-failure';
import { registerCatalogue } from './catalogues';
import { i18n } from './i18n-instance';
import type { UiMessage } from './own-messages';
// Its catalogue holds the words of OWN_TEXTS.
import './own-messages';

// shared-api's messages (what the contract's validation and the server say) are keyed by their
// English text: English needs no lookup, so nothing is bundled for it. Dutch and French are
// fetched when chosen.
registerCatalogue({
  en: {},
  nl: () => import(/* webpackChunkName: "api-nl" */ 'shared-api/locales/nl.json'),
  fr: () => import(/* webpackChunkName: "api-fr" */ 'shared-api/locales/fr.json'),
});

// The pseudo-language of the layout tests accents these messages too: their English is fetched
// then, and only then.
let pseudoLoading: Promise<void> | null = null;
i18n.on('change', () => {
  if (i18n.locale !== 'pseudo' || pseudoLoading) return;
  pseudoLoading = Promise.all([
    import(/* webpackChunkName: "api-en" */ 'shared-api/locales/en.json'),
    import('./pseudo-messages'),
  ]).then(
    ([english, { pseudoMessages }]) => {
      const messages = ('default' in english ? english.default : english) as Messages;
      i18n.load('pseudo', pseudoMessages(messages));
    },
    () => {
      pseudoLoading = null;
    },
  );
});

/** shared-ui's own English texts that screens pass on as they are (a fallback, a toast's title). */
const OWN_TEXTS = new Map<string, UiMessage>([
  [UNEXPECTED_ERROR, 'ui.error.unexpected'],
  [ACTION_FAILED, 'ui.toast.actionFailed'],
  [LOAD_FAILED, 'ui.toast.error'],
]);

const translateWith = (shown: I18n, text: string): string => {
  const own = OWN_TEXTS.get(text);
  if (own !== undefined) return shown._(own);
  return Object.prototype.hasOwnProperty.call(shown.messages, text) ? shown._(text) : text;
};

/**
 * An English message of the contract or the server (a validation message, an error's or a
 * success's text) in the language shown; any other text as it is (a message with names or numbers
 * in it, or one already translated).
 */
export const translateMessage = (text: string): string => translateWith(i18n, text);

/** translateMessage for a component, which draws again when the language changes. */
export const useTranslateMessage = (): ((text: string) => string) => {
  const context = useContext(LinguiContext);
  const shown = context?.i18n ?? i18n;
  return useCallback(
    (text: string) => translateWith(shown, text),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, context],
  );
};
