import type { RouteObject } from 'react-router-dom';
import { RegisterEventPage } from './features/registration';
import { MEMBER_PAGE_MODULES as pages, memberPage } from './member-page';

/**
 * Exposed as member_app/routes. The shell mounts these under its guard (login and USER or ADMIN),
 * so the pages may assume a signed-in, approved user, except the routes with
 * `handle: { public: true }`, which everyone may open. Paths are relative to the site root.
 *
 * The member pages are chunks of their own, downloaded when opened (and the others once one is
 * shown). /register-event, the one visitors land on from the home page, comes with the routes: the
 * shell preloads these with remoteEntry.js (build-info.json), so it is not one more wait; its form
 * is a chunk of its own.
 */
export const routes: RouteObject[] = [
  { path: 'dashboard', element: memberPage(pages.dashboard, 'DashboardPage') },
  { path: 'profile', element: memberPage(pages.profile, 'ProfilePage') },
  { path: 'register-event', element: <RegisterEventPage />, handle: { public: true } },
  { path: 'my-registrations', element: memberPage(pages.registrations, 'MyRegistrationsPage') },
  { path: 'inbox', element: memberPage(pages.inbox, 'InboxPage') },
  { path: 'inbox/conversation/:noteId', element: memberPage(pages.inbox, 'ConversationPage') },
  { path: 'contact-us', element: memberPage(pages.contact, 'ContactPage') },
];
