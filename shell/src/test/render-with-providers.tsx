import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { createStore, sessionRestored, type AppStore, type SessionUser } from 'shared-api';
import { AppProviders } from '../app/providers';
import { makeToken } from './session-fixtures';

const HOUR_MS = 3_600_000;

// jsdom has no layout: the router's scroll restoration has nothing to scroll.
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

/** Renders route objects in a memory router that starts at `entry`. */
export const renderRoutes = (
  routes: RouteObject[],
  entry: InitialEntry,
  options: RenderOptions = {},
) => {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
};
