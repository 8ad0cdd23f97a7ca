import { LANGUAGES, type Language } from 'shared-api';
import { pathInLanguage } from '../language/language-path';

/**
 * The pages built as HTML at build time, as an anonymous visitor sees them before any answer of the
 * API (docs/decisions.md, prerendered pages): what is the same for every visitor. The home page and
 * the convention pages are drawn down to their announcements (the hero, the banner), the rest of
 * them waits in the browser for those. Member pages, /register-event among them, are per member or
 * per active convention, and drawn in the browser only.
 */
export const PRERENDERED_PAGES = [
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

/** A page in one language: its English path, and where it is in that language (/nl/terms). */
export interface PrerenderedPage {
  page: (typeof PRERENDERED_PAGES)[number];
  language: Language;
  path: string;
}

/** Every page in every language: English at the page's own path, Dutch and French under /nl, /fr. */
export const PRERENDERED: readonly PrerenderedPage[] = PRERENDERED_PAGES.flatMap((page) =>
  LANGUAGES.map((language) => ({ page, language, path: pathInLanguage(page, language) })),
);

/** Every path built, '/nl/terms' and '/fr' among them. */
export const PRERENDERED_PATHS: readonly string[] = PRERENDERED.map(({ path }) => path);

/**
 * Where a prerendered page is written in dist/: prerendered/index.html, prerendered/login.html,
 * prerendered/nl.html (the Dutch home page), prerendered/nl/login.html. nginx (deploy/nginx/sites)
 * and the server (server/src/plugins/static-files.ts) serve it at its path by the same naming.
 */
export const prerenderedFile = (path: string): string =>
  `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * The page's other languages, as <link rel="alternate" hreflang> in its <head>: each language at
 * its own address, and English as the one for any other reader (x-default). `origin` makes them
 * absolute when the build knows the site's address.
 */
export const languageAlternates = (
  page: PrerenderedPage['page'],
  origin = '',
): { hreflang: string; href: string }[] => [
  ...LANGUAGES.map((language) => ({
    hreflang: language,
    href: `${origin}${pathInLanguage(page, language)}`,
  })),
  { hreflang: 'x-default', href: `${origin}${page}` },
];
