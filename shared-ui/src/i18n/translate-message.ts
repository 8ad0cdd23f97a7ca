import { LinguiContext } from '@lingui/react';
import type { I18n, Messages } from '@lingui/core';
import type * as MessageTemplateReader from 'shared-api/message-template-reader';
import { useCallback, useContext } from 'react';
import { ACTION_FAILED, LOAD_FAILED, UNEXPECTED_ERROR } from '../actions/action-failure';
import { registerCatalogue } from './catalogues';
import { i18n } from './i18n-instance';
import type { UiMessage } from './own-messages';
// Its catalogue holds the words of OWN_TEXTS.
import './own-messages';

// Reading a sentence back against the catalogue's templates (messages with parts) is for the
// languages that look messages up: it comes with their catalogues, and English never fetches it.
let templates: typeof MessageTemplateReader | null = null;
const loadTemplates = async () => {
  templates ??= await import(
    /* webpackChunkName: "message-template-reader" */ 'shared-api/message-template-reader'
  );
};
const withTemplates = async <T>(catalogue: Promise<T>): Promise<T> =>
  (await Promise.all([catalogue, loadTemplates()]))[0];

// shared-api's messages (what the contract's validation and the server say) are keyed by their
// English text: English needs no lookup, so nothing is bundled for it. Dutch and French are
// fetched when chosen.
registerCatalogue({
  en: {},
  nl: () => withTemplates(import(/* webpackChunkName: "api-nl" */ 'shared-api/locales/nl.json')),
  fr: () => withTemplates(import(/* webpackChunkName: "api-fr" */ 'shared-api/locales/fr.json')),
});

// The pseudo-language of the layout tests accents these messages too: their English is fetched
// then, and only then.
let pseudoLoading: Promise<void> | null = null;
i18n.on('change', () => {
  if (i18n.locale !== 'pseudo' || pseudoLoading) return;
  pseudoLoading = Promise.all([
    import(/* webpackChunkName: "api-en" */ 'shared-api/locales/en.json'),
    import('./pseudo-messages'),
    loadTemplates(),
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

type TemplateReader = [
  template: string,
  read: ReturnType<typeof MessageTemplateReader.templateReader>,
];

// The templates among the shown language's messages, read again after each catalogue loaded or
// language chosen: Lingui adds a loaded catalogue to the language's messages in place.
const readersOf = new Map<Messages, TemplateReader[]>();
i18n.on('change', () => readersOf.clear());
const templateReaders = (messages: Messages): TemplateReader[] => {
  if (!templates) return [];
  const { hasParts, templateReader } = templates;
  let readers = readersOf.get(messages);
  if (!readers) {
    readers = Object.keys(messages)
      .filter(hasParts)
      .map((template) => [template, templateReader(template)]);
    readersOf.set(messages, readers);
  }
  return readers;
};

const lookUp = (shown: I18n, text: string): string | null =>
  Object.prototype.hasOwnProperty.call(shown.messages, text) ? shown._(text) : null;

const translateWith = (shown: I18n, text: string): string => {
  const own = OWN_TEXTS.get(text);
  if (own !== undefined) return shown._(own);
  const found = lookUp(shown, text);
  if (found !== null) return found;
  // A sentence with parts: its template's translation, each part translated when it is a message
  // itself (a field's name).
  for (const [template, read] of templateReaders(shown.messages)) {
    const parts = read(text);
    if (!parts) continue;
    const translatedParts = Object.fromEntries(
      Object.entries(parts).map(([name, value]) => [
        name,
        typeof value === 'string' ? (lookUp(shown, value) ?? value) : value,
      ]),
    );
    return shown._(template, translatedParts);
  }
  return text;
};

/**
 * An English message of the contract or the server (a validation message, an error's or a
 * success's text) in the language shown, also one with parts written from a template of the
 * catalogue (fillMessage); any other text as it is (a name, or a message already translated).
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
