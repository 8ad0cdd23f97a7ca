import { addPreloadLink } from '../preload/add-preload-link';

/**
 * The API answers a page's first screen waits for (FirstScreen), by path. They are the same for
 * every visitor (shared-api asks for them without a token), so the browser may hand the answer it
 * preloaded to the page's own request, whoever is signed in.
 */
export const FIRST_SCREEN_DATA: Readonly<Record<string, readonly string[]>> = {
  '/': ['/api/Notification/public', '/api/Convention/active'],
  '/register-event': ['/api/Convention/active'],
};

/**
 * Asks for the current page's first-screen answers while React and the rest are still being
 * downloaded: they used to be asked for only once the page had rendered, a second wait after the
 * scripts (docs/performance.md).
 */
export const preloadFirstScreenData = (): void => {
  for (const url of FIRST_SCREEN_DATA[window.location.pathname] ?? []) addPreloadLink(url, 'fetch');
};
