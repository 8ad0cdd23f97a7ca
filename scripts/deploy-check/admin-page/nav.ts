// admin-app's menu entries and the entry of the deploy check's extra page (routes.tsx beside).
import type { RemoteNav } from 'shared-api/contract';
import { nav as adminNav } from '../../../admin-app/src/nav';

export const nav = {
  entries: [
    ...adminNav.entries,
    {
      label: 'Release Check',
      path: '/admin/release-check',
      order: 1000,
      group: 'Site',
      audience: 'admin' as const,
    },
  ],
} satisfies RemoteNav;
