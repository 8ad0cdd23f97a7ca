import { createContext, useContext, useEffect, type ReactElement, type ReactNode } from 'react';

/** The site's name: the home page's title, and the end of every other page's. */
export const SITE_NAME = '18xx Belgium';

/** A page's document title: 'Featured Games · 18xx Belgium'. */
export const documentTitle = (page?: string): string =>
  page ? `${page} · ${SITE_NAME}` : SITE_NAME;

/**
 * Where a rendering without a document (the build's prerendering) is told the page's title: effects
 * do not run there. Nobody listens in the browser.
 */
export const PageTitleCollector = createContext<((title: string) => void) | null>(null);

/**
 * Sets the document title while the page is shown: what the browser tab, the history and screen
 * readers announce on navigation. Back to the site's name when the page goes, so a page without a
 * title never keeps the one before it.
 */
export const usePageTitle = (page?: string): void => {
  useContext(PageTitleCollector)?.(documentTitle(page));
  useEffect(() => {
    document.title = documentTitle(page);
    return () => {
      document.title = SITE_NAME;
    };
  }, [page]);
};

/** A route's page under its title; the route tables use it through `titled`. */
export const PageTitle = ({ title, children }: { title?: string; children: ReactNode }) => {
  usePageTitle(title);
  return children;
};

/** A route element with its document title, set where the route is declared. */
export const titled = (title: string | undefined, element: ReactNode): ReactElement => (
  <PageTitle title={title}>{element}</PageTitle>
);
