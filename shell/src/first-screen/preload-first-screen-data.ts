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
 * scripts (docs/performance.md). `crossorigin` makes the preload a CORS request with same-origin
 * credentials, as fetch() makes it by default: otherwise the browser would not reuse it.
 */
export const preloadFirstScreenData = (doc: Document = document): void => {
  for (const url of FIRST_SCREEN_DATA[doc.location.pathname] ?? []) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.href = url;
    link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
};
