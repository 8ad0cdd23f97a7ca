import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createStore, sessionRestored } from 'shared-api';
import { AppRoot } from '../app/app-root';

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
 * The markup of `path` for an anonymous visitor before any API answer, with Emotion's styles
 * inline (its server rendering).
 *
 * Two passes: `prerender` waits for the lazy pages to load, but writes what it could not render at
 * once as inline scripts, which the site's Content Security Policy refuses. The second pass finds
 * every lazy page loaded and writes plain HTML.
 */
export const renderPage = async (path: string): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(site(path));
  prelude.resume();
  return renderToString(site(path));
};
