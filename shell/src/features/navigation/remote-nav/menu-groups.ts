import type { NavAudience, RemoteNav } from 'shared-api/contract';
import type { NavGroup, RemoteNavItem } from '../nav-items';

/** What the signed-in user may open, as the menus need it. */
export interface Viewer {
  isAdmin: boolean;
  approved: boolean;
}

const sees = (audience: NavAudience, viewer: Viewer): boolean =>
  audience === 'member' || (audience === 'approved' ? viewer.approved : viewer.isAdmin);

/**
 * The menu a remote's entries make for this user: the entries in their order, each group where
 * its first entry comes. An entry outside the user's audience leads to its fallback, if any.
 */
export const menuGroups = (nav: RemoteNav, viewer: Viewer): NavGroup[] => {
  const groups = new Map<string | undefined, RemoteNavItem[]>();
  for (const entry of [...nav.entries].sort((a, b) => a.order - b.order)) {
    const to = sees(entry.audience, viewer) ? entry.path : entry.fallbackPath;
    if (!to) continue;
    const items = groups.get(entry.group) ?? [];
    items.push({ label: entry.label, to });
    groups.set(entry.group, items);
  }
  return [...groups].map(([heading, items]) => ({ heading, items }));
};
