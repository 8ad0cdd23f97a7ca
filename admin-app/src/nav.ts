import type { RemoteNav } from 'shared-api/contract';

/**
 * The Admin menu, published as nav.json beside remoteEntry.js (scripts/webpack/nav-file.js): a
 * page of routes.tsx that belongs in the menu gets its entry here, and the shell lists it without
 * being released. Grouped by what an organiser is about to do: thirteen links in one list were
 * hard to scan, the more so on a phone. Plain data only: the build reads this file as it is.
 */
export const nav = {
  entries: [
    { label: 'What Needs Attention', path: '/admin', group: 'People' },
    { label: 'User Management', path: '/admin/user-management', group: 'People' },
    { label: 'Admin Inbox', path: '/admin/inbox', group: 'People' },
    { label: 'Convention Management', path: '/admin/convention-management', group: 'Convention' },
    { label: 'Convention Registrations', path: '/admin/registrations', group: 'Convention' },
    { label: 'Featured Games', path: '/admin/featured-games', group: 'Convention' },
    { label: 'Invoice Settings', path: '/admin/invoice-settings', group: 'Money' },
    { label: 'Payments', path: '/admin/payments', group: 'Money' },
    { label: 'Table Planner', path: '/admin/table-planner', group: 'Tables' },
    { label: 'Games', path: '/admin/games', group: 'Tables' },
    { label: 'Notifications', path: '/admin/notifications', group: 'Site' },
    { label: 'Email Templates', path: '/admin/templates', group: 'Site' },
    { label: 'System Logs', path: '/admin/logs', group: 'Site' },
    { label: 'Audit Trail', path: '/admin/audit', group: 'Site' },
    { label: 'Release Notes', path: '/admin/release-notes', group: 'Site' },
  ].map((entry, index) => ({ ...entry, order: (index + 1) * 10, audience: 'admin' as const })),
} satisfies RemoteNav;
