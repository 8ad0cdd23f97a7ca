import type { ReactNode } from 'react';
import { nextTask } from './app/next-task';
import { readRemotesManifest } from './remote-manifest/read-remotes-manifest';

// Early, without waiting: a failure shows where a remote is needed, and Retry asks again.
readRemotesManifest().catch((error: unknown) =>
  console.error('Could not read the remotes manifest.', error),
);

/**
 * The site's modules are all downloaded by now (index.html or the prerendered page's start script
 * named them). Evaluated by static imports, they ran in one task of 250 ms on Lighthouse's
 * slowed-down phone, after the prerendered page was on screen (total blocking time,
 * docs/performance.md). Imported in stages, each in a task of its own: an "eager" import adds no
 * chunk and no request, it only runs the module when asked.
 */
const start = async () => {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { setupListeners } = await import(
    /* webpackMode: "eager" */ '@reduxjs/toolkit/query/react'
  );
  await nextTask();
  const { createStore, refreshSession, restoreSession } = await import(
    /* webpackMode: "eager" */ 'shared-api'
  );
  await nextTask();
  // Emotion, which moves a prerendered page's styles into <head> as it starts.
  await import(/* webpackMode: "eager" */ '@emotion/react');
  await nextTask();
  // MUI's core, the theme and the translations.
  const { cataloguesReady, showLanguage } = await import(/* webpackMode: "eager" */ 'shared-ui');
  await nextTask();
  const { initialLanguage } = await import(
    /* webpackMode: "eager" */ './language/initial-language'
  );
  // The shell's catalogue, registered now so that its messages are fetched with the others'.
  await import(/* webpackMode: "eager" */ './i18n');
  // The page as it was prerendered (index.html and the English pages: 'en').
  const prerenderedLanguage = document.documentElement.lang || 'en';
  // English is in the bundle and shown at once; another language's messages are fetched first,
  // so that the first render is already in it. Should they not come, the site stays in English.
  let language = initialLanguage(window.location.pathname);
  if (language !== 'en') {
    language = await showLanguage(language).then(
      () => language,
      (error: unknown) => {
        console.error('Could not load the messages of the language chosen.', error);
        return 'en' as const;
      },
    );
  }
  const [{ startTransition }, { BrowserRouter }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager", webpackExports: ["BrowserRouter"] */ 'react-router-dom'),
  ]);
  await nextTask();
  const { AppRoot } = await import(/* webpackMode: "eager" */ './app/app-root');
  // Every catalogue those modules registered has its messages in the language shown: a
  // prerendered Dutch page drawn without them would not match, and React would draw it again,
  // dropping what the visitor had typed.
  await cataloguesReady().catch((error: unknown) =>
    console.error('Could not load the messages of the language chosen.', error),
  );
  await nextTask();

  const store = createStore();
  // Focus and visibility for RTK Query: the unread check polls only while the page is visible and
  // asks again when the window gets the focus back.
  setupListeners(store.dispatch);
  const session = store.dispatch(restoreSession());
  // The stored token's claims may be old: roles, approval and permissions as they are now.
  if (session === 'restored') void store.dispatch(refreshSession());

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');

  // Navigations render at once, not as transitions: logging out must leave a guarded page before
  // the session is cleared (hooks/use-logout.ts).
  const Router = ({ children }: { children: ReactNode }) => (
    <BrowserRouter useTransitions={false}>{children}</BrowserRouter>
  );
  const app = <AppRoot store={store} router={Router} />;

  // A prerendered page (shell/src/prerender) was drawn for a visitor who is not signed in: React
  // takes it over as it is. For a member, its start script has emptied it; a token that turns out
  // expired or unreadable leaves the page to be drawn afresh too.
  const prerenderedForThisVisitor =
    container.hasChildNodes() &&
    (session === 'none' || session === 'expired') &&
    language === prerenderedLanguage;

  // In a transition React works in slices, so neither the first render nor the hydration holds
  // the main thread in one long task (Lighthouse's total blocking time, docs/performance.md).
  startTransition(() => {
    if (prerenderedForThisVisitor) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
};

void start();
