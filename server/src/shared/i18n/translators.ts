import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_LOCALES, type Language } from 'shared-api/contract';
import sharedFr from 'shared-api/locales/fr.json';
import sharedNl from 'shared-api/locales/nl.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import nl from '../../locales/nl.json';

/** The server's messages, by their English catalogue's keys. */
export type ServerMessage = keyof typeof en;

export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** A message in one language: t('invoice.pdf.title', { number }). */
export type Translate = (id: ServerMessage, values?: MessageValues) => string;

type Catalogue = Readonly<Record<string, string>>;

/**
 * Beside the server's own messages, shared-api's (its English texts are their own keys), so that an
 * error envelope or a label the contract words is answered in the reader's language. Imported, not
 * read at run time, so that the document threads' bundles carry them too.
 */
const CATALOGUES: Record<Language, Catalogue> = {
  en,
  nl: { ...sharedNl, ...nl },
  fr: { ...sharedFr, ...fr },
};

// The server runs with NODE_ENV=production, where Lingui compiles nothing itself: every message is
// compiled once, as its catalogue is loaded.
const compiled = (catalogue: Catalogue): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)]));

const instances = new Map<Language, I18n>();

/** One Lingui instance a language, English beneath: a message not yet translated reads in English. */
const instanceFor = (language: Language): I18n => {
  let i18n = instances.get(language);
  if (!i18n) {
    const messages =
      language === 'en' ? compiled(en) : { ...compiled(en), ...compiled(CATALOGUES[language]) };
    i18n = setupI18n({
      locale: language,
      locales: LANGUAGE_LOCALES[language],
      messages: { [language]: messages },
    });
    instances.set(language, i18n);
  }
  return i18n;
};

const translators = new Map<Language, Translate>();

/** The server's messages in a language, for a mail or a document to one reader. */
export const translator = (language: Language): Translate => {
  let translate = translators.get(language);
  if (!translate) {
    const i18n = instanceFor(language);
    translate = (id, values) => i18n._(id, values);
    translators.set(language, translate);
  }
  return translate;
};

/**
 * A message of shared-api (an English text, its own key) in a language, as its catalogue words
 * it; the English text itself when that catalogue has no such message.
 */
export const translateSharedText = (language: Language, english: string): string => {
  if (language === 'en') return english;
  const i18n = instanceFor(language);
  return Object.hasOwn(i18n.messages, english) ? i18n._(english) : english;
};
