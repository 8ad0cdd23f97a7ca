/**
 * The pages built as HTML at build time, as an anonymous visitor sees them before any answer of the
 * API: the pages whose first screen needs none (docs/decisions.md, prerendered pages). The
 * convention pages wait for their announcements and the member area is per member, so they are
 * drawn in the browser only.
 */
export const PRERENDERED_PATHS = ['/', '/login', '/tourist-info', '/terms'] as const;

/**
 * Where a prerendered page is written in dist/. nginx (deploy/nginx/sites) and the server
 * (server/src/plugins/static-files.ts) serve it at its path by the same naming.
 */
export const prerenderedFile = (path: string): string =>
  `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
