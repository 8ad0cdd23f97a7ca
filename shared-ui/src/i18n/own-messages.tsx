import { useCallback, useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import en from '../locales/en.json';
import { registerCatalogue } from './catalogues';
import { i18n } from './i18n-instance';
import type { MessageValues } from './translate';

// shared-ui's own words: its buttons, dialogs, inbox lists and form parts. English is bundled;
// Dutch and French are fetched when chosen.
registerCatalogue({
  en,
  nl: () => import(/* webpackChunkName: "ui-nl" */ '../locales/nl.json'),
  fr: () => import(/* webpackChunkName: "ui-fr" */ '../locales/fr.json'),
});

export type UiMessage = keyof typeof en;

/**
 * t('ui.button.cancel') in the language shown; the component draws again when it changes. Works
 * without the language provider too (in English), as the building blocks are rendered alone in
 * tests.
 */
export const useUiT = () => {
  const context = useContext(LinguiContext);
  const shown = context?.i18n ?? i18n;
  // The context is new at each change of language: so is the function, and what it drew.
  return useCallback(
    (id: UiMessage, values?: MessageValues): string => shown._(id, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, context],
  );
};
