import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createStore, restoreSession } from 'shared-api';
import { AppRoot } from './app/app-root';
import { ensureRemotesRegistered } from './remotes/remote-registry';

// Early, without waiting: a failure shows where a remote is needed, and Retry asks again.
ensureRemotesRegistered().catch((error: unknown) =>
  console.error('Could not read the remotes manifest.', error),
);

const store = createStore();
const session = store.dispatch(restoreSession());

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
  container.hasChildNodes() && (session === 'none' || session === 'expired');

// In a transition React works in slices, so neither the first render nor the hydration holds the
// main thread in one long task (Lighthouse's total blocking time, docs/performance.md).
startTransition(() => {
  if (prerenderedForThisVisitor) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
