import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from 'shared-api';
import { AppThemeProvider, LanguageProvider, ToastProvider } from 'shared-ui';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** The one store, translation, theme and toast host of the site; remotes render inside them. */
export const AppProviders = ({ store, children }: AppProvidersProps) => (
  <Provider store={store}>
    <LanguageProvider>
      <AppThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </AppThemeProvider>
    </LanguageProvider>
  </Provider>
);
