import type { RouteObject } from 'react-router-dom';
import { ContactPage } from './features/contact';
import { DashboardPage } from './features/dashboard';
import { ConversationPage, InboxPage } from './features/inbox';
import { ProfilePage } from './features/profile';
import { RegisterEventPage } from './features/registration';
import { MyRegistrationsPage } from './features/registrations';

/**
 * Exposed as member_app/routes. The shell mounts these under its guard (login and USER or ADMIN),
 * so the pages may assume a signed-in, approved user, except the routes with
 * `handle: { public: true }`, which everyone may open. Paths are relative to the site root.
 */
export const routes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'register-event', element: <RegisterEventPage />, handle: { public: true } },
  { path: 'my-registrations', element: <MyRegistrationsPage /> },
  { path: 'inbox', element: <InboxPage /> },
  { path: 'inbox/conversation/:noteId', element: <ConversationPage /> },
  { path: 'contact-us', element: <ContactPage /> },
];
