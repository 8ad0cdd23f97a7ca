import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
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
import { AppThemeProvider, LanguageProvider, ToastProvider } from 'shared-ui';
import { makeToken } from './users';

const HOUR_MS = 3_600_000;

// jsdom has no layout: the layout's scroll restoration has nothing to scroll.
window.scrollTo = () => undefined;

export interface RenderOptions {
  store?: AppStore;
  /** Signed in as this user; nobody when null. */
  user?: SessionUser | null;
  /** Leaves the session as at start-up, before the stored token was read. */
  sessionLoading?: boolean;
  /** Where the memory router starts. */
  route?: InitialEntry;
}

/**
 * Inside the providers the shell gives every page (one store, the theme, the toasts), as in the
 * browser. Pages with date pickers bring their own PickersProvider, so none is added here: a page
 * that forgot its own would fail in the tests as it would on the site.
 */
const renderInProviders = (
  ui: ReactElement,
  { store = createStore(), user = null, sessionLoading = false }: RenderOptions,
) => {
  if (!sessionLoading) {
    const expiresAt = Date.now() + HOUR_MS;
    store.dispatch(sessionRestored(user ? { token: makeToken(user), user, expiresAt } : null));
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <LanguageProvider>
        <AppThemeProvider>
          <ToastProvider>{children}</ToastProvider>
        </AppThemeProvider>
      </LanguageProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
};

/** Renders a page in the site's providers and a memory router at `route` ('/' by default). */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}) =>
  renderInProviders(
    // Without transitions, as the site's BrowserRouter.
    <MemoryRouter initialEntries={[options.route ?? '/']} useTransitions={false}>
      {ui}
    </MemoryRouter>,
    options,
  );

/** What a test sees of the router: where it is, and a way to go elsewhere. */
export interface TestRouter {
  readonly location: Location;
  navigate: (to: To) => Promise<void>;
}

/** Renders route objects in a memory router that starts at `entry`. */
export const renderRoutes = (
  routes: RouteObject[],
  entry: InitialEntry,
  options: Omit<RenderOptions, 'route'> = {},
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
  return { router, ...renderWithProviders(<TestRoutes />, { ...options, route: entry }) };
};
