import { StrictMode, type ReactNode } from 'react';
import type { AppStore } from 'shared-api';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole site under the router it is given: the browser's, or the static one that prerenders
 * the public pages at build time. Both must render the same tree, or hydration fails.
 */
export const AppRoot = ({
  store,
  router: Router,
}: {
  store: AppStore;
  router: (props: { children: ReactNode }) => ReactNode;
}) => (
  <StrictMode>
    <AppProviders store={store}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  </StrictMode>
);
