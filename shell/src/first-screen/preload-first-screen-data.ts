import { PREFIXED_LANGUAGES } from '../language/language-path';
import { addPreloadLink } from '../preload/add-preload-link';

/** The announcements in a page's language, at the very address the page asks for them. */
const announcements = (language: string) => `/api/Notification/public?language=${language}`;

/**
 * The API answers a page's first screen waits for (FirstScreen), by path. They are the same for
 * every visitor (shared-api asks for them without a token), so the browser may hand the answer it
 * preloaded to the page's own request, whoever is signed in. The home page's announcements name
 * the page's language in their address: the preload itself sends the browser's Accept-Language,
 * which must not choose the language of /nl's or of the English page's list.
 */
export const FIRST_SCREEN_DATA: Readonly<Record<string, readonly string[]>> = {
  '/': [announcements('en'), '/api/Convention/active'],
  '/register-event': ['/api/Convention/active'],
  ...Object.fromEntries(
    PREFIXED_LANGUAGES.map((language) => [
      `/${language}`,
      [announcements(language), '/api/Convention/active'],
    ]),
  ),
};

/**
 * Asks for the current page's first-screen answers while React and the rest are still being
 * downloaded: they used to be asked for only once the page had rendered, a second wait after the
 * scripts (docs/performance.md).
 */
export const preloadFirstScreenData = (): void => {
  for (const url of FIRST_SCREEN_DATA[window.location.pathname] ?? []) addPreloadLink(url, 'fetch');
};
