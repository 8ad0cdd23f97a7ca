import type { RouteObject } from 'react-router-dom';
import { titled } from 'shared-ui';
import { AuditTrailPage } from './features/audit';
import { ConventionManagementPage } from './features/conventions';
import { AdminDashboardPage } from './features/dashboard';
import { FeaturedGamesPage } from './features/featured-games';
import { GamesPage } from './features/games';
import { AdminInboxPage } from './features/inbox';
import { InvoiceSettingsPage } from './features/invoice-settings';
import { SystemLogsPage } from './features/logs';
import { NotificationsPage } from './features/notifications';
import { PaymentsPage } from './features/payments';
import { RegistrationsPage } from './features/registrations';
import { ReleaseNotesPage } from './features/release-notes';
import { TablePlannerPage } from './features/table-planner';
import { TemplateEditorPage, TemplatesPage } from './features/templates';
import { UserManagementPage } from './features/users';
import { RegistrationPageActions, RegistrationRowActions } from './registration-row-actions';

/**
 * Exposed as admin_app/routes. The shell mounts these under /admin/* behind its ADMIN guard, so
 * paths are relative to /admin and the pages may assume a signed-in administrator. Each page's
 * document title is set here, with the route.
 */
export const routes: RouteObject[] = [
  { index: true, element: titled('Admin Dashboard', <AdminDashboardPage />) },
  { path: 'dashboard', element: titled('Admin Dashboard', <AdminDashboardPage />) },
  { path: 'audit', element: titled('Audit Trail', <AuditTrailPage />) },
  {
    path: 'convention-management',
    element: titled('Convention Management', <ConventionManagementPage />),
  },
  { path: 'featured-games', element: titled('Featured Games', <FeaturedGamesPage />) },
  { path: 'notifications', element: titled('Notifications', <NotificationsPage />) },
  {
    path: 'registrations',
    element: titled(
      'Convention Registrations',
      <RegistrationsPage
        actions={RegistrationRowActions}
        pageActions={<RegistrationPageActions />}
      />,
    ),
  },
  { path: 'user-management', element: titled('User Management', <UserManagementPage />) },
  { path: 'logs', element: titled('System Logs', <SystemLogsPage />) },
  { path: 'release-notes', element: titled('Release Notes', <ReleaseNotesPage />) },
  { path: 'inbox', element: titled('Admin Inbox', <AdminInboxPage />) },
  { path: 'templates', element: titled('Email Templates', <TemplatesPage />) },
  { path: 'templates/:id', element: titled('Email Template', <TemplateEditorPage />) },
  { path: 'invoice-settings', element: titled('Invoice Settings', <InvoiceSettingsPage />) },
  { path: 'payments', element: titled('Payments', <PaymentsPage />) },
  { path: 'games', element: titled('Games', <GamesPage />) },
  { path: 'table-planner', element: titled('Table Planner', <TablePlannerPage />) },
];
