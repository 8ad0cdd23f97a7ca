import { existsSync, readdirSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE } from '../http/api-error';
import { failure } from '../http/envelope';

/** The serving layout agreed in docs/helpers-brief.md: the shell at /, remotes under /remotes/. */
const MOUNTS = [
  { dir: 'shell/dist', prefix: '/' },
  { dir: 'member-app/dist', prefix: '/remotes/member-app/' },
  { dir: 'admin-app/dist', prefix: '/remotes/admin-app/' },
] as const;

// Webpack content hashes: such a file never changes, everything else (index.html, remotes.json,
// remoteEntry.js) must be revalidated so a redeploy is picked up at once.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

// A precompressed copy (main.1a2b3c4d.js.br) is cached as the file it stands for.
const COMPRESSED_COPY = /\.(br|gz)$/;

const cacheControlFor = (path: string): string =>
  HASHED_FILE.test(basename(path).replace(COMPRESSED_COPY, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

// The builds write a source map beside every script: readable sources are for our own tools, not
// for every visitor (SERVE_SOURCE_MAPS serves them, e.g. to debug a deployment in the browser).
const SOURCE_MAP = /\.map$/i;

const isSpaRoute = (method: string, url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  const isApi = path === '/api' || path.startsWith('/api/');
  const looksLikeFile = /\.[^/]*$/.test(path);
  return (method === 'GET' || method === 'HEAD') && !isApi && !looksLikeFile;
};

/**
 * The shell's prerendered pages (shell/scripts/prerender-pages.mjs) by the path they draw:
 * prerendered/index.html is /, prerendered/login.html is /login, and a language's pages sit in
 * its folder, prerendered/nl.html at /nl and prerendered/nl/login.html at /nl/login, as nginx's
 * `try_files /prerendered$uri.html` finds them too.
 */
const prerenderedPages = (shellDir: string): Map<string, string> => {
  const dir = join(shellDir, 'prerendered');
  if (!existsSync(dir)) return new Map();
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.html'));
  return new Map(
    pages.map((file) => {
      const name = file.slice(0, -'.html'.length);
      return [name === 'index' ? '/' : `/${name}`, `prerendered/${file}`];
    }),
  );
};

/**
 * Serves the built front ends (each skipped when not built) and answers everything else: page
 * routes get their prerendered page or else the shell's index.html, unknown /api routes and
 * missing files a 404 envelope.
 */
export const staticFilesPlugin = fp<{ root: string; serveSourceMaps: boolean }>(
  async (app, { root, serveSourceMaps }) => {
    const shellDir = join(root, MOUNTS[0].dir);
    const hasShell = existsSync(join(shellDir, 'index.html'));
    const prerendered = prerenderedPages(shellDir);
    for (const mount of MOUNTS) {
      const dir = join(root, mount.dir);
      if (!existsSync(dir)) {
        app.log.info(`static files: ${dir} not built, not served`);
        continue;
      }
      await app.register(fastifyStatic, {
        root: dir,
        prefix: mount.prefix,
        decorateReply: dir === shellDir,
        // `/` is a page route: its prerendered page (below), or index.html as any other.
        index: false,
        cacheControl: false,
        // The build writes .br and .gz copies of every script (scripts/webpack/precompress.js).
        preCompressed: true,
        dotfiles: 'ignore',
        allowedPath: (path) => serveSourceMaps || !SOURCE_MAP.test(path),
        setHeaders: (res, path) => {
          res.setHeader('cache-control', cacheControlFor(path));
          // The same URL answers compressed or not, depending on Accept-Encoding: a shared cache
          // must not hand the identity answer, or a compressed one, to every client.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    // Routes of their own, `/` always: the static files' route takes it for their root folder.
    if (hasShell) {
      for (const path of new Set(['/', ...prerendered.keys()])) {
        const file = prerendered.get(path) ?? 'index.html';
        app.get(path, (_request, reply) => reply.sendFile(file, shellDir));
      }
    }

    app.setNotFoundHandler((request, reply) => {
      if (hasShell && isSpaRoute(request.method, request.url)) {
        return reply.sendFile('index.html', shellDir);
      }
      return reply.code(404).send(failure(NOT_FOUND_MESSAGE));
    });
  },
  { name: 'static-files' },
);
