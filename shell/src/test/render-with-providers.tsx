import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { createStore, sessionRestored, type AppStore, type SessionUser } from 'shared-api';
import { AppProviders } from '../app/providers';
import { makeToken } from './session-fixtures';

const HOUR_MS = 3_600_000;

// jsdom has no layout: the layout's scroll restoration has nothing to scroll.
window.scrollTo = () => undefined;

export interface RenderOptions {
  store?: AppStore;
  /** Signed in as this user; nobody when null. */
  user?: SessionUser | null;
  /** Leaves the session as at start-up, before the stored token was read. */
  sessionLoading?: boolean;
}

/** Renders inside the shell's real providers (one store, the theme, the toasts), as in the browser. */
export const renderWithProviders = (
  ui: ReactElement,
  { store = createStore(), user = null, sessionLoading = false }: RenderOptions = {},
) => {
  if (!sessionLoading) {
    const expiresAt = Date.now() + HOUR_MS;
    store.dispatch(sessionRestored(user ? { token: makeToken(user), user, expiresAt } : null));
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>{children}</AppProviders>
  );
  return { store, ...render(ui, { wrapper }) };
};

/** What a test sees of the router: where it is, and a way to go elsewhere. */
export interface TestRouter {
  readonly location: Location;
  navigate: (to: To) => Promise<void>;
}

/** Renders route objects in a memory router that starts at `entry`. */
export const renderRoutes = (
  routes: RouteObject[],
  entry: InitialEntry,
  options: RenderOptions = {},
) => {
  let location: Location | undefined;
  let navigate: NavigateFunction | undefined;
  const TestRoutes = () => {
    location = useLocation();
    navigate = useNavigate();
    return useRoutes(routes);
  };
  const router: TestRouter = {
    get location() {
      if (!location) throw new Error('The routes have not rendered yet.');
      return location;
    },
    navigate: (to) =>
      act(async () => {
        await navigate?.(to);
      }),
  };
  const ui = (
    // Without transitions, as the site's BrowserRouter (bootstrap.tsx).
    <MemoryRouter initialEntries={[entry]} useTransitions={false}>
      <TestRoutes />
    </MemoryRouter>
  );
  return { router, ...renderWithProviders(ui, options) };
};
