// The message catalogues of every package (<package>/src/locales/<language>.json), and what the
// code asks of them: read by the catalogue check (__tests__/check-catalogues.test.js) and nothing else.
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@messageformat/parser');

const ROOT = path.resolve(__dirname, '../..');
const LANGUAGES = ['en', 'nl', 'fr'];

/** The packages that have catalogues: every workspace with src/locales/en.json. */
const cataloguePackages = () =>
  require(path.join(ROOT, 'package.json'))
    .workspaces.filter((name) => fs.existsSync(path.join(ROOT, name, 'src/locales/en.json')))
    .sort();

const readCatalogue = (pkg, language) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'src/locales', `${language}.json`), 'utf8'));

const sourceFiles = (directory) =>
  fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__tests__' || entry.name === 'locales' ? [] : sourceFiles(full);
    }
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/**
 * The keys a package's code names. Keys are passed as literals (t('…'), messageKey('…'),
 * <RichText id="…" />, and shared-api's English messages, which are their own keys), and the
 * types refuse any other string, so a key is used when its code quotes it. Tests do not count:
 * a key only a test names is a key nobody uses.
 */
const keysUsedIn = (pkg, keys) => {
  const source = sourceFiles(path.join(ROOT, pkg, 'src'))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  return new Set(
    [...keys].filter((key) =>
      ["'", '"', '`'].some(
        (quote) =>
          source.includes(`${quote}${key.replaceAll(quote, `\\${quote}`)}${quote}`) ||
          source.includes(`${quote}${key}${quote}`),
      ),
    ),
  );
};

/** What a message needs from its caller and its reader: argument names and numbered tags. */
const shapeOf = (message) => {
  const args = new Set();
  const tags = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const tag of token.value.matchAll(/<\/?(\d+)\/?>/g)) tags.add(tag[1]);
      } else if (token.type !== 'octothorpe') {
        args.add(token.arg);
        for (const entry of token.cases ?? []) walk(entry.tokens);
      }
    }
  };
  walk(parse(message));
  return { args: [...args].sort(), tags: [...tags].sort() };
};

module.exports = { LANGUAGES, cataloguePackages, readCatalogue, keysUsedIn, shapeOf };
