import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore, sessionRestored, type AppStore, type SessionUser } from 'shared-api';
import { AppThemeProvider, ToastProvider } from 'shared-ui';

export interface RenderOptions {
  store?: AppStore;
  /** Signed in as this user; nobody when null. */
  user?: SessionUser | null;
  route?: string;
}

export const makeUser = (roles: string[], overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u-1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Peeters',
  roles,
  isEmailValidated: true,
  canRegisterMultiplePlayers: false,
  yearOfBirth: 1990,
  nationality: 'Belgian',
  ...overrides,
});

/**
 * Renders a page inside the providers the shell gives it at run time: a store from shared-api, the
 * shared-ui theme and toasts, and a router.
 */
export const renderWithProviders = (
  ui: ReactElement,
  { store = createStore(), user = null, route = '/' }: RenderOptions = {},
) => {
  // The token is never sent in these tests: the session only needs the user.
  store.dispatch(
    sessionRestored(user ? { token: 'test-token', user, expiresAt: Date.now() + 3_600_000 } : null),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ToastProvider>
      </AppThemeProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
};
