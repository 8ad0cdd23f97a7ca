import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createStore, restoreSession } from 'shared-api';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { ensureRemotesRegistered } from './remotes/remote-registry';

// Early, without waiting: a failure shows where a remote is needed, and Retry asks again.
ensureRemotesRegistered().catch((error: unknown) =>
  console.error('Could not read the remotes manifest.', error),
);

const store = createStore();
store.dispatch(restoreSession());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const root = createRoot(container);
// A transition renders in slices, so the first render does not hold the main thread in one long
// task (Lighthouse's total blocking time, docs/performance.md).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        {/* Navigations render at once, not as transitions: logging out must leave a guarded page
            before the session is cleared (hooks/use-logout.ts). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
