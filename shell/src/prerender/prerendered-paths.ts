/**
 * The pages built as HTML at build time, as an anonymous visitor sees them before any answer of the
 * API (docs/decisions.md, prerendered pages): what is the same for every visitor. The home page and
 * the convention pages are drawn down to their announcements (the hero, the banner), the rest of
 * them waits in the browser for those. Member pages, /register-event among them, are per member or
 * per active convention, and drawn in the browser only.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/register',
  '/password-reset',
  '/tourist-info',
  '/terms',
  '/privacy',
  '/pentecost-convention',
  '/winter-convention',
] as const;

/**
 * Where a prerendered page is written in dist/. nginx (deploy/nginx/sites) and the server
 * (server/src/plugins/static-files.ts) serve it at its path by the same naming.
 */
export const prerenderedFile = (path: string): string =>
  `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
