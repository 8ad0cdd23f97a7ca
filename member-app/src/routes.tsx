import type { RouteObject } from 'react-router-dom';
import { EditRegistrationPage, RegisterEventPage } from './features/registration';
// Registers the member area's messages before any of its pages draws.
import './i18n';
import { MEMBER_PAGE_MODULES as pages, memberPage } from './member-page';
import { titled } from './page-title';

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
  {
    path: 'dashboard',
    element: titled('page.dashboard', memberPage(pages.dashboard, 'DashboardPage')),
  },
  { path: 'profile', element: titled('page.profile', memberPage(pages.profile, 'ProfilePage')) },
  {
    path: 'register-event',
    element: titled('page.registerEvent', <RegisterEventPage />),
    handle: { public: true },
  },
  {
    path: 'my-registrations',
    element: titled('page.myRegistrations', memberPage(pages.registrations, 'MyRegistrationsPage')),
  },
  {
    path: 'my-registrations/:id/edit',
    element: titled('page.editRegistration', <EditRegistrationPage />),
  },
  { path: 'inbox', element: titled('page.inbox', memberPage(pages.inbox, 'InboxPage')) },
  {
    path: 'inbox/conversation/:noteId',
    element: titled('page.conversation', memberPage(pages.inbox, 'ConversationPage')),
  },
  { path: 'contact-us', element: titled('page.contact', memberPage(pages.contact, 'ContactPage')) },
];
