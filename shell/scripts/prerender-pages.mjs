// Run by `npm run build` after webpack, under tsx (it imports the shell's own TSX): writes each
// page of PRERENDERED in each language as dist/prerendered/<name>.html (the Dutch and French under
// prerendered/nl/ and prerendered/fr/), the page already drawn for an anonymous visitor, hydrated
// by the shell's scripts once they are in (docs/decisions.md). PUBLIC_URL, when set, makes the
// pages' hreflang alternates absolute addresses.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import precompress from '../../scripts/webpack/precompress.js';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { minify } from 'terser';
import { LANGUAGES, TOKEN_STORAGE_KEY } from 'shared-api';
import sharedUi from 'shared-ui';
import {
  languageAlternates,
  PRERENDERED,
  prerenderedFile,
} from '../src/prerender/prerendered-paths.ts';
import { PREFIXED_LANGUAGES } from '../src/language/language-path.ts';
import { renderPage } from '../src/prerender/render-page.tsx';

// The catalogues are read here as written (webpack compiles them as it bundles); Lingui compiles
// them itself only in development. (shared-ui runs as CommonJS here: its exports are its default.)
sharedUi.i18n.setMessagesCompiler(compileMessage);

const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(shellDir, 'dist');

// index.html as html-webpack-plugin and StartupPreloadPlugin wrote it (minified): main.js as a
// deferred script (with attributes for a remote's page, which a prerendered page is not), then a
// preload link for each chunk it needs before the page runs.
const STARTUP_TAG =
  /<script defer src=([^ >]+)[^>]*><\/script>|<link rel=preload as=script href=([^ >]+)>/g;
const ROOT = '<div id=root></div>';

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...template.matchAll(STARTUP_TAG)].map((match) => match[1] ?? match[2]);
if (!/^\/main\.[0-9a-f]+\.js$/.test(scripts[0] ?? '') || scripts.length < 2) {
  throw new Error(`prerender: index.html's startup scripts are not as expected: ${scripts}`);
}
if (template.split(ROOT).length !== 2) throw new Error(`prerender: index.html has no ${ROOT}`);

/**
 * With a .gz and a .br copy beside it, as the build writes beside every script: the server and
 * nginx send those to browsers that accept them. Nothing written here is rewritten where it is
 * deployed, so a compressed copy never goes stale.
 */
const writeCompressed = (file, content) => {
  writeFileSync(file, content);
  for (const [extension, compress] of precompress.compressions) {
    writeFileSync(`${file}${extension}`, compress(Buffer.from(content)));
  }
};

/** Written under a content hash, as webpack names files: nginx and the API cache those for good. */
const writeHashed = (name, extension, content) => {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 20);
  const file = `${name}.${hash}.${extension}`;
  writeCompressed(join(dist, file), content);
  return `/${file}`;
};

// Minified as webpack minifies the bundles: its comments are for the reader of the source.
const { code: startCode } = await minify(
  readFileSync(join(shellDir, 'public/start-after-first-paint.js'), 'utf8'),
);
const startScript = writeHashed('start-after-first-paint', 'js', startCode);
const head = template
  .replace(STARTUP_TAG, '')
  .replace(
    '</head>',
    `<script defer src=${startScript} data-scripts="${scripts.join(' ')}" data-session-key=${TOKEN_STORAGE_KEY} data-language-key=${sharedUi.LANGUAGE_STORAGE_KEY} data-languages="${LANGUAGES.join(' ')}" data-prefixed="${PREFIXED_LANGUAGES.join(' ')}"></script></head>`,
  );

// Emotion's server rendering writes a <style> before each element that brings new rules. They are
// gathered into <head> in the same order, consecutive ones merged, as @emotion/server's
// extractCritical writes them (and as Emotion reads them in the browser): the page is parsed and
// styled in one go, and Emotion moves a few elements into <head> as it starts, not a hundred.
const EMOTION_STYLE = /<style data-emotion="(css(?:-global)?) ([^"]+)">([^<]*)<\/style>/g;

const hoistStyles = (markup) => {
  const tags = [];
  const body = markup.replace(EMOTION_STYLE, (_, key, ids, css) => {
    const last = tags.at(-1);
    if (key === 'css' && last?.key === 'css') {
      last.ids += ` ${ids}`;
      last.css += css;
    } else {
      tags.push({ key, ids, css });
    }
    return '';
  });
  const styles = tags.map(
    (tag) => `<style data-emotion="${tag.key} ${tag.ids}">${tag.css}</style>`,
  );
  return { styles: styles.join(''), body };
};

const TITLE = /<title>[^<]*<\/title>/;
if (!TITLE.test(head)) throw new Error('prerender: index.html has no <title>');
const DESCRIPTION = /<meta name=description content="[^"]*">/;
if (!DESCRIPTION.test(head)) throw new Error('prerender: index.html has no description');
const HTML_LANG = /<html lang=("?)en\1/;
if (!HTML_LANG.test(head)) throw new Error('prerender: index.html has no <html lang="en">');
const escapeText = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const escapeAttribute = (text) => escapeText(text).replaceAll('"', '&quot;');
const origin = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');
const alternates = (page) =>
  languageAlternates(page, origin)
    .map(
      ({ hreflang, href }) =>
        `<link rel=alternate hreflang=${hreflang} href="${escapeAttribute(href)}">`,
    )
    .join('');

for (const { page, language, path } of PRERENDERED) {
  const { markup, title, description } = await renderPage(path, language);
  const { styles, body } = hoistStyles(markup);
  const html = head
    .replace(HTML_LANG, `<html lang=${language}`)
    // A function, not a string: a '$' in a title must stay as it is.
    .replace(TITLE, () => `<title>${escapeText(title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name=description content="${escapeAttribute(description)}">`)
    .replace('</head>', `${alternates(page)}${styles}</head>`)
    .replace(ROOT, `<div id=root>${body}</div>`);
  const file = join(dist, prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  // Unlike index.html, a prerendered page is never rewritten where it is deployed.
  writeCompressed(file, html);
  console.log(`prerendered ${path} as ${prerenderedFile(path)} (${html.length} bytes)`);
}
