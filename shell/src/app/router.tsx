import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
// Not the features' index: it would bring in every page this file loads lazily.
import { LoggedOutOnly } from '../features/auth/components/logged-out-only';
import { RequireRole } from '../features/auth/components/require-role';
import { HomePage, NotFoundPage } from '../features/home';
import { infoPageRoutes } from '../features/info-pages';
import { RemoteRoutes } from '../remotes/load-remote';
import { PREFIXED_LANGUAGES } from '../language/language-path';
import { RootLayout } from './root-layout';
import { titledPage } from './titled-page';

const notFound = (): RouteObject => ({
  path: '*',
  element: titledPage('title.notFound', <NotFoundPage />),
});

/** A member_app route with `handle: { public: true }` (e.g. /register-event) is open to everyone. */
const isPublic = (route: RouteObject): boolean =>
  (route.handle as { public?: unknown } | undefined)?.public === true;

// member_app owns the user area's paths: a path that neither it nor the shell knows is a 404.
const memberArea = (routes: RouteObject[]): RouteObject[] => [
  ...routes.filter(isPublic),
  {
    element: <RequireRole anyOf={['USER', 'ADMIN']} />,
    children: routes.filter((route) => !isPublic(route)),
  },
  notFound(),
];

const adminArea = (routes: RouteObject[]): RouteObject[] => [...routes, notFound()];

/**
 * The shell's own pages: the home page, the information pages and the account pages. Each is also
 * under /nl/ and /fr/, the address a search engine and a shared link give in that language.
 *
 * Every page's document title is given here, with its route (the information pages' own, from
 * their heading, in InfoPage). Pages fetched when first opened: the home page does not download
 * the forms (react-hook-form, zod resolvers) or the status pages. While one downloads, RootLayout
 * shows a placeholder one screen high, which keeps the footer out of sight until the page is in.
 */
const shellPages = (): RouteObject[] => [
  { index: true, element: titledPage('title.home', <HomePage />) },
  ...infoPageRoutes(),
  {
    path: 'unauthorized',
    element: titledPage(
      'title.unauthorized',
      lazyPage(() => import('../features/auth/components/unauthorized-page'), 'UnauthorizedPage'),
    ),
  },
  {
    path: 'account-suspended',
    element: titledPage(
      'title.accountSuspended',
      lazyPage(
        () => import('../features/auth/components/account-suspended-page'),
        'AccountSuspendedPage',
      ),
    ),
  },
  {
    path: 'awaiting-approval',
    element: titledPage(
      'title.awaitingApproval',
      lazyPage(
        () => import('../features/auth/components/awaiting-approval-page'),
        'AwaitingApprovalPage',
      ),
    ),
  },
  {
    // Opened from a mail, signed in or not: whoever changed the address may hold a session.
    path: 'undo-email-change',
    element: titledPage(
      'title.undoEmailChange',
      lazyPage(
        () => import('../features/auth/components/undo-email-change-page'),
        'UndoEmailChangePage',
      ),
    ),
  },
  {
    element: <LoggedOutOnly />,
    children: [
      {
        path: 'login',
        element: titledPage(
          'title.login',
          lazyPage(() => import('../features/auth/components/login-page'), 'LoginPage'),
        ),
      },
      {
        path: 'register',
        element: titledPage(
          'title.register',
          lazyPage(() => import('../features/auth/components/register-page'), 'RegisterPage'),
        ),
      },
      {
        path: 'password-reset',
        element: titledPage(
          'title.passwordReset',
          lazyPage(
            () => import('../features/auth/components/password-reset-page'),
            'PasswordResetPage',
          ),
        ),
      },
    ],
  },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...shellPages(),
      ...PREFIXED_LANGUAGES.map((language): RouteObject => ({
        path: language,
        children: [...shellPages(), notFound()],
      })),
      {
        path: 'admin/*',
        // The guard comes first: only admins ever download the admin remote.
        element: (
          <RequireRole anyOf={['ADMIN']}>
            <RemoteRoutes remote="admin_app" mount={adminArea} />
          </RequireRole>
        ),
      },
      { path: '*', element: <RemoteRoutes remote="member_app" mount={memberArea} /> },
    ],
  },
];

/** The site's pages, inside the BrowserRouter of bootstrap.tsx (or a MemoryRouter in tests). */
export const AppRoutes = () => useRoutes(appRoutes);
