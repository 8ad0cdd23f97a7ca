import type { Language } from 'shared-api';
import type { NavAudience, NavEntry, RemoteNav } from 'shared-api/contract';
import type { NavGroup, RemoteNavItem } from '../nav-items';

/** What the signed-in user may open, as the menus need it. */
export interface Viewer {
  isAdmin: boolean;
  approved: boolean;
}

const sees = (audience: NavAudience, viewer: Viewer): boolean =>
  audience === 'member' || (audience === 'approved' ? viewer.approved : viewer.isAdmin);

/** The entry's label in the language shown; English when the remote publishes no others. */
const labelIn = (entry: NavEntry, language: Language): string =>
  entry.labels?.[language] ?? entry.label;

/**
 * The menu a remote's entries make for this user, in the language shown: the entries in their
 * order, each group where its first entry comes. An entry outside the user's audience leads to
 * its fallback, if any.
 */
export const menuGroups = (
  nav: RemoteNav,
  viewer: Viewer,
  language: Language = 'en',
): NavGroup[] => {
  const groups = new Map<string | undefined, RemoteNavItem[]>();
  for (const entry of [...nav.entries].sort((a, b) => a.order - b.order)) {
    const to = sees(entry.audience, viewer) ? entry.path : entry.fallbackPath;
    if (!to) continue;
    const items = groups.get(entry.group) ?? [];
    items.push({ label: labelIn(entry, language), to });
    groups.set(entry.group, items);
  }
  return [...groups].map(([heading, items]) => ({ heading, items }));
};
