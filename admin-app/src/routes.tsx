import type { RouteObject } from 'react-router-dom';
import { ConventionManagementPage } from './features/conventions';
import { AdminDashboardPage } from './features/dashboard';
import { FeaturedGamesPage } from './features/featured-games';
import { AdminInboxPage } from './features/inbox';
import { InvoiceSettingsPage } from './features/invoice-settings';
import { SystemLogsPage } from './features/logs';
import { NotificationsPage } from './features/notifications';
import { PaymentsPage } from './features/payments';
import { RegistrationsPage } from './features/registrations';
import { ReleaseNotesPage } from './features/release-notes';
import { TemplateEditorPage, TemplatesPage } from './features/templates';
import { UserManagementPage } from './features/users';
import { RegistrationRowActions } from './registration-row-actions';

/**
 * Exposed as admin_app/routes. The shell mounts these under /admin/* behind its ADMIN guard, so
 * paths are relative to /admin and the pages may assume a signed-in administrator.
 */
export const routes: RouteObject[] = [
  { path: 'dashboard', element: <AdminDashboardPage /> },
  { path: 'convention-management', element: <ConventionManagementPage /> },
  { path: 'featured-games', element: <FeaturedGamesPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
  { path: 'registrations', element: <RegistrationsPage actions={RegistrationRowActions} /> },
  { path: 'user-management', element: <UserManagementPage /> },
  { path: 'logs', element: <SystemLogsPage /> },
  { path: 'release-notes', element: <ReleaseNotesPage /> },
  { path: 'inbox', element: <AdminInboxPage /> },
  { path: 'templates', element: <TemplatesPage /> },
  { path: 'templates/:id', element: <TemplateEditorPage /> },
  { path: 'invoice-settings', element: <InvoiceSettingsPage /> },
  { path: 'payments', element: <PaymentsPage /> },
];
