import { conversationPath, type AuditEntry } from 'shared-api';

const searched = (page: string, search: string | null): string =>
  search ? `${page}?search=${encodeURIComponent(search)}` : page;

/** The page of each kind of object the trail names, found in its list where it has one. */
const PAGES: Record<string, (entry: AuditEntry) => string> = {
  user: (e) => searched('/admin/user-management', e.targetSearch),
  registration: (e) => searched('/admin/registrations', e.targetSearch),
  invoice: (e) => searched('/admin/payments', e.targetSearch),
  statement: () => '/admin/payments',
  'invoice-meta': () => '/admin/invoice-settings',
  convention: () => '/admin/convention-management',
  'table-plan': () => '/admin/table-planner',
  'featured-game': () => '/admin/featured-games',
  'catalogue-game': () => '/admin/games',
  notification: () => '/admin/notifications',
  template: (e) =>
    e.targetId ? `/admin/templates/${encodeURIComponent(e.targetId)}` : '/admin/templates',
  message: (e) => (e.targetId ? conversationPath(e.targetId) : '/admin/inbox'),
};

/** Where the entry's object is seen; null when it names none or a kind no page shows. */
export const auditObjectLink = (entry: AuditEntry): string | null =>
  entry.targetType ? (PAGES[entry.targetType]?.(entry) ?? null) : null;

/** The object as the trail names it: its name or number, else its kind and id. */
export const auditObjectText = (entry: AuditEntry): string => {
  if (!entry.targetType) return '—';
  const name = entry.targetLabel ?? entry.targetId;
  return name ? `${entry.targetType} ${name}` : entry.targetType;
};
