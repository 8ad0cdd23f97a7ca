import type { RouteObject } from 'react-router-dom';
import { titled } from 'shared-ui';
import { EditRegistrationPage, RegisterEventPage } from './features/registration';
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
  { path: 'dashboard', element: titled('Dashboard', memberPage(pages.dashboard, 'DashboardPage')) },
  { path: 'profile', element: titled('My Profile', memberPage(pages.profile, 'ProfilePage')) },
  {
    path: 'register-event',
    element: titled('Register for the Convention', <RegisterEventPage />),
    handle: { public: true },
  },
  {
    path: 'my-registrations',
    element: titled(
      'My Event Registrations',
      memberPage(pages.registrations, 'MyRegistrationsPage'),
    ),
  },
  {
    path: 'my-registrations/:id/edit',
    element: titled('Edit Registration', <EditRegistrationPage />),
  },
  { path: 'inbox', element: titled('My Inbox', memberPage(pages.inbox, 'InboxPage')) },
  {
    path: 'inbox/conversation/:noteId',
    element: titled('Conversation', memberPage(pages.inbox, 'ConversationPage')),
  },
  { path: 'contact-us', element: titled('Contact Us', memberPage(pages.contact, 'ContactPage')) },
];
