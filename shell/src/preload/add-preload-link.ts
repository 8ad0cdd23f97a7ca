/**
 * Asks the browser to download `href` now, ahead of the request the page will make for it, which
 * then takes the answer instead of asking again. The link must be made as that request will be: a
 * script as <script src> makes it, an answer as fetch() does (CORS, same-origin credentials).
 */
export const addPreloadLink = (
  href: string,
  as: 'fetch' | 'script',
  doc: Document = document,
): void => {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  if (as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
  doc.head.append(link);
};
