import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage, titled } from 'shared-ui';
// Not the features' index: it would bring in every page this file loads lazily.
import { LoggedOutOnly } from '../features/auth/components/logged-out-only';
import { RequireRole } from '../features/auth/components/require-role';
import { HomePage, NotFoundPage } from '../features/home';
import { infoPageRoutes } from '../features/info-pages';
import { RemoteRoutes } from '../remotes/load-remote';
import { RootLayout } from './root-layout';

const notFound: RouteObject = { path: '*', element: titled('Page Not Found', <NotFoundPage />) };

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
  notFound,
];

const adminArea = (routes: RouteObject[]): RouteObject[] => [...routes, notFound];

// Every page's document title is given here, with its route (the information pages' own, from
// their heading, in InfoPage). Pages fetched when first opened: the home page does not download the forms (react-hook-form,
// zod resolvers) or the status pages. While one downloads, RootLayout shows a placeholder one
// screen high, which keeps the footer out of sight until the page is in.
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: titled('Home', <HomePage />) },
      ...infoPageRoutes,
      {
        path: 'unauthorized',
        element: titled(
          'Access Denied',
          lazyPage(
            () => import('../features/auth/components/unauthorized-page'),
            'UnauthorizedPage',
          ),
        ),
      },
      {
        path: 'account-suspended',
        element: titled(
          'Account Suspended',
          lazyPage(
            () => import('../features/auth/components/account-suspended-page'),
            'AccountSuspendedPage',
          ),
        ),
      },
      {
        path: 'awaiting-approval',
        element: titled(
          'Account Pending',
          lazyPage(
            () => import('../features/auth/components/awaiting-approval-page'),
            'AwaitingApprovalPage',
          ),
        ),
      },
      {
        // Opened from a mail, signed in or not: whoever changed the address may hold a session.
        path: 'undo-email-change',
        element: titled(
          'Undo Email Change',
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
            element: titled(
              'Login',
              lazyPage(() => import('../features/auth/components/login-page'), 'LoginPage'),
            ),
          },
          {
            path: 'register',
            element: titled(
              'Sign Up',
              lazyPage(() => import('../features/auth/components/register-page'), 'RegisterPage'),
            ),
          },
          {
            path: 'password-reset',
            element: titled(
              'Reset Password',
              lazyPage(
                () => import('../features/auth/components/password-reset-page'),
                'PasswordResetPage',
              ),
            ),
          },
        ],
      },
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
