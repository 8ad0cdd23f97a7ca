import type { Messages } from '@lingui/core';
import type { Language } from 'shared-api/languages';
import { i18n } from './i18n-instance';

/** The languages a catalogue is loaded in: ours, and the pseudo-language the layout tests use. */
export type CatalogueLanguage = Language | 'pseudo';

type Load = () => Promise<Messages | { default: Messages }>;

/**
 * A package's messages: English in the bundle (the home page renders without waiting), each other
 * language a chunk of its own, fetched only when that language is chosen.
 */
export interface Catalogue {
  en: Messages;
  nl: Load;
  fr: Load;
}

const catalogues: Catalogue[] = [];
const pending = new Set<Promise<void>>();

const messagesOf = (module: Messages | { default: Messages }): Messages =>
  'default' in module && typeof module.default === 'object'
    ? (module.default as Messages)
    : (module as Messages);

const loadInto = async (catalogue: Catalogue, language: CatalogueLanguage): Promise<void> => {
  if (language === 'en') return;
  if (language === 'pseudo') {
    const { pseudoMessages } = await import('./pseudo-messages');
    i18n.load(language, pseudoMessages(catalogue.en));
    return;
  }
  i18n.load(language, messagesOf(await catalogue[language]()));
};

const track = (work: Promise<void>): Promise<void> => {
  pending.add(work);
  const done = () => pending.delete(work);
  work.then(done, done);
  return work;
};

/**
 * Adds a package's messages, as its entry module runs. A remote that arrives while Dutch is shown
 * fetches its Dutch messages at once; the shell waits for them (`cataloguesReady`) before drawing
 * the remote's page, so that no English flashes first.
 */
export const registerCatalogue = (catalogue: Catalogue): void => {
  catalogues.push(catalogue);
  i18n.load('en', catalogue.en);
  const language = i18n.locale as CatalogueLanguage;
  if (language !== 'en') void track(loadInto(catalogue, language));
};

/** Settles when every catalogue registered so far has its messages in the current language. */
export const cataloguesReady = async (): Promise<void> => {
  await Promise.all([...pending]);
};

/** Fetches every package's messages in a language, then shows the whole site in it. */
export const activateLanguage = async (language: CatalogueLanguage): Promise<void> => {
  await track(Promise.all(catalogues.map((c) => loadInto(c, language))).then(() => undefined));
  i18n.activate(language);
};
