import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createStore, sessionRestored, type Language } from 'shared-api';
import { activateLanguage, PageTitleCollector, SITE_NAME, translate } from 'shared-ui';
import { AppRoot } from '../app/app-root';
import type { ShellMessage } from '../i18n';

const site = (path: string) => {
  const store = createStore();
  // What restoreSession leaves in the browser when no one is signed in.
  store.dispatch(sessionRestored(null));
  return (
    <AppRoot
      store={store}
      router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>}
    />
  );
};

/**
 * The markup of `path` in `language` for an anonymous visitor before any API answer, with
 * Emotion's styles inline (its server rendering), and the page's document title.
 *
 * Two passes: `prerender` waits for the lazy pages to load, but writes what it could not render at
 * once as inline scripts, which the site's Content Security Policy refuses. The second pass finds
 * every lazy page loaded and writes plain HTML.
 */
export const renderPage = async (
  path: string,
  language: Language = 'en',
): Promise<{ markup: string; title: string; description: string }> => {
  // The browser shows the same language before it hydrates the page (bootstrap.tsx).
  await activateLanguage(language);
  const { prelude } = await prerenderToNodeStream(site(path));
  prelude.resume();
  // The page's document title, for the <title> of its HTML: effects, which set it in the browser,
  // do not run here.
  let title = SITE_NAME;
  const markup = renderToString(
    <PageTitleCollector.Provider value={(pageTitle) => (title = pageTitle)}>
      {site(path)}
    </PageTitleCollector.Provider>,
  );
  return { markup, title, description: translate<ShellMessage>('site.description') };
};
