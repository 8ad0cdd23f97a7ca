import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import { RegisterEventPage } from './features/registration';

/**
 * Exposed as member_app/routes. The shell mounts these under its guard (login and USER or ADMIN),
 * so the pages may assume a signed-in, approved user, except the routes with
 * `handle: { public: true }`, which everyone may open. Paths are relative to the site root.
 *
 * The member pages are chunks of their own, downloaded when opened. /register-event, the one
 * visitors land on from the home page, comes with the routes: the shell preloads these with
 * remoteEntry.js (build-info.json), so it is not one more wait; its form is a chunk of its own.
 */
export const routes: RouteObject[] = [
  { path: 'dashboard', element: lazyPage(() => import('./features/dashboard'), 'DashboardPage') },
  { path: 'profile', element: lazyPage(() => import('./features/profile'), 'ProfilePage') },
  { path: 'register-event', element: <RegisterEventPage />, handle: { public: true } },
  {
    path: 'my-registrations',
    element: lazyPage(() => import('./features/registrations'), 'MyRegistrationsPage'),
  },
  { path: 'inbox', element: lazyPage(() => import('./features/inbox'), 'InboxPage') },
  {
    path: 'inbox/conversation/:noteId',
    element: lazyPage(() => import('./features/inbox'), 'ConversationPage'),
  },
  { path: 'contact-us', element: lazyPage(() => import('./features/contact'), 'ContactPage') },
];
