import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { LANGUAGES } from 'shared-api/contract';
import { addMessages } from './translators';

// shared-api's catalogues: beside the built server (the build copies them), or in the repository
// when the server runs from source.
const FOLDERS = [
  new URL('./shared-api-locales/', import.meta.url),
  new URL('../../../../shared-api/src/locales/', import.meta.url),
];

let loading: Promise<void> | null = null;

/**
 * Loads shared-api's Dutch and French messages into the server's translators, once; a server
 * without them (an older shared-api) answers in English.
 */
export const loadSharedApiMessages = (): Promise<void> => {
  loading ??= (async () => {
    const folder = FOLDERS.find((candidate) => existsSync(new URL('en.json', candidate)));
    if (!folder) return;
    for (const language of LANGUAGES) {
      if (language === 'en') continue;
      const file = new URL(`${language}.json`, folder);
      if (!existsSync(file)) continue;
      addMessages(language, JSON.parse(await readFile(file, 'utf8')) as Record<string, string>);
    }
  })();
  return loading;
};
