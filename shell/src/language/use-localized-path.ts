import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOfPath, pathInLanguage } from './language-path';
import { isLocalizedPage } from './localized-pages';

/**
 * Where a link leads from the page shown: on a page whose address names its language
 * (/nl/tourist-info), the shell's other public pages in that language too (/nl/terms), so that a
 * reader who came in Dutch, or a search engine, stays in Dutch. Member pages keep their address.
 */
export const useLocalizedPath = (): ((to: string) => string) => {
  const language = languageOfPath(useLocation().pathname);
  return useCallback(
    (to: string) => (language && isLocalizedPage(to) ? pathInLanguage(to, language) : to),
    [language],
  );
};
