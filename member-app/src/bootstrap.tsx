// Standalone development harness (npm run dev -w member-app, :3001). When the shell loads this
// remote only ./routes runs, inside the shell's store, theme and toast providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, useRoutes } from 'react-router-dom';
import { createStore, restoreSession } from 'shared-api';
import {
  AppThemeProvider,
  LanguageProvider,
  showLanguage,
  startingLanguage,
  ToastProvider,
} from 'shared-ui';
import { routes } from './routes';

const store = createStore();
store.dispatch(restoreSession());
const StandaloneRoutes = () =>
  useRoutes([{ path: '/', element: <Navigate to="/dashboard" replace /> }, ...routes]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The language this browser chose on the site (or asks for), before the first page draws.
void showLanguage(startingLanguage()).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <LanguageProvider>
          <AppThemeProvider>
            <ToastProvider>
              <BrowserRouter>
                <StandaloneRoutes />
              </BrowserRouter>
            </ToastProvider>
          </AppThemeProvider>
        </LanguageProvider>
      </Provider>
    </StrictMode>,
  ),
);
