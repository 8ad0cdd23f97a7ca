// The site's message catalogues, read by the specs: a spec in Dutch or French finds the page's
// texts by what the catalogue says, so a change of wording there does not break it. Read as data
// files, not imported: the specs know the site only as it is built and served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type SiteLanguage = 'en' | 'nl' | 'fr';

type Catalogue = Record<string, string>;

/** The packages whose catalogues the specs read, by their folder. */
const PACKAGES = { shell: 'shell', member: 'member-app', ui: 'shared-ui', server: 'server' };

const read = new Map<string, Catalogue>();
const messagesOf = (pkg: keyof typeof PACKAGES, language: SiteLanguage): Catalogue => {
  const file = join(__dirname, '..', '..', PACKAGES[pkg], 'src', 'locales', `${language}.json`);
  let messages = read.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    read.set(file, messages);
  }
  return messages;
};

/** Intl's locale of each language, as the site uses it (shared-api's LANGUAGE_LOCALES). */
export const LOCALES: Record<SiteLanguage, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' };

/**
 * A message as the reader sees it: its simple {arguments} filled in, its rich-text tags
 * (<0>…</0>) dropped, ICU's doubled apostrophes single. Plurals and selects are not for specs.
 */
const shown = (message: string, values: Record<string, string | number>) =>
  message
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    .replace(/<\/?\d+>/g, '')
    .replace(/''/g, "'");

/** The messages of one package in one language: `t('login.title')`. */
export const catalogue =
  (pkg: keyof typeof PACKAGES, language: SiteLanguage) =>
  (key: string, values: Record<string, string | number> = {}) => {
    const message = messagesOf(pkg, language)[key];
    if (message === undefined) throw new Error(`no message ${key} in ${pkg}/${language}`);
    return shown(message, values);
  };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's accessible name: the label, and the asterisk MUI adds to a required one. */
export const fieldName = (label: string) => new RegExp(`^${escaped(label)}(\\s*\\*)?$`);

/** A name that starts with the text. */
export const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** An amount in euros as the language writes it ('€ 45,00', '45,00 €'), spaces plain. */
export const euros = (amount: number, language: SiteLanguage) =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ');
