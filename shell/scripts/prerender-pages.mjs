// Run by `npm run build` after webpack, under tsx (it imports the shell's own TSX): writes each
// page of PRERENDERED_PATHS as dist/prerendered/<name>.html, the page already drawn for an
// anonymous visitor, hydrated by the shell's scripts once they are in (docs/decisions.md).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import precompress from '../../scripts/webpack/precompress.js';
import { TOKEN_STORAGE_KEY } from 'shared-api';
import { PRERENDERED_PATHS, prerenderedFile } from '../src/prerender/prerendered-paths.ts';
import { renderPage } from '../src/prerender/render-page.tsx';

const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(shellDir, 'dist');

// index.html as html-webpack-plugin and StartupPreloadPlugin wrote it (minified): main.js as a
// deferred script, then a preload link for each chunk it needs before the page runs.
const STARTUP_TAG =
  /<script defer src=([^ >]+)><\/script>|<link rel=preload as=script href=([^ >]+)>/g;
const ROOT = '<div id=root></div>';

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...template.matchAll(STARTUP_TAG)].map((match) => match[1] ?? match[2]);
if (!/^\/main\.[0-9a-f]+\.js$/.test(scripts[0] ?? '') || scripts.length < 2) {
  throw new Error(`prerender: index.html's startup scripts are not as expected: ${scripts}`);
}
if (template.split(ROOT).length !== 2) throw new Error(`prerender: index.html has no ${ROOT}`);

/** Written under a content hash, as webpack names files: nginx and the API cache those for good. */
const writeHashed = (name, extension, content) => {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 20);
  const file = `${name}.${hash}.${extension}`;
  writeFileSync(join(dist, file), content);
  return `/${file}`;
};

const startScript = writeHashed(
  'start-after-first-paint',
  'js',
  readFileSync(join(shellDir, 'public/start-after-first-paint.js')),
);
const head = template
  .replace(STARTUP_TAG, '')
  .replace(
    '</head>',
    `<script defer src=${startScript} data-scripts="${scripts.join(' ')}" data-session-key=${TOKEN_STORAGE_KEY}></script></head>`,
  );

for (const path of PRERENDERED_PATHS) {
  const html = head.replace(ROOT, `<div id=root>${await renderPage(path)}</div>`);
  const file = join(dist, prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  // Unlike index.html, a prerendered page is never rewritten where it is deployed.
  for (const [extension, compress] of precompress.compressions) {
    writeFileSync(`${file}${extension}`, compress(Buffer.from(html)));
  }
  console.log(`prerendered ${path} as ${prerenderedFile(path)} (${html.length} bytes)`);
}
