import { PREFIXED_LANGUAGES } from '../language/language-path';
import { LOCALIZED_PAGES } from '../language/localized-pages';

/**
 * The first segment of every page path the shell draws itself (app/router.tsx and the info pages'
 * routes), '' being the home page. Any other path is a remote's: admin/* the admin remote's, the
 * rest member_app's. main.js reads this list, without the router, to start a remote page's
 * downloads while the shell's own scripts are still arriving (src/index.ts); a test keeps it equal
 * to the routes.
 */
export const SHELL_PATHS: readonly string[] = [
  ...LOCALIZED_PAGES,
  // The same pages in Dutch and French (language/language-path.ts).
  ...PREFIXED_LANGUAGES,
];

/** The remote whose page `pathname` is, if any, as app/router.tsx routes it. */
export const remoteOfPath = (pathname: string): 'member_app' | 'admin_app' | null => {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'admin') return 'admin_app';
  return SHELL_PATHS.includes(first) ? null : 'member_app';
};
