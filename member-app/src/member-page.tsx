import { useEffect, type ComponentType } from 'react';
import { lazyPage } from 'shared-ui';

type PageModule<K extends string> = () => Promise<Record<K, ComponentType>>;

// Every member page's module, for the prefetch below; routes.tsx loads the same ones.
export const MEMBER_PAGE_MODULES = {
  dashboard: () => import('./features/dashboard'),
  profile: () => import('./features/profile'),
  registrations: () => import('./features/registrations'),
  inbox: () => import('./features/inbox'),
  contact: () => import('./features/contact'),
} as const;

let prefetched = false;

// The Network Information API is not in TypeScript's DOM types (Chromium only).
const savesData = (): boolean =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once a member page is on screen, the other member pages (about 100 kB) download while the
 * browser is idle, so the next one a member opens is no wait; not when the browser asks to save
 * data. Visitors see no member page and download none. A failed download is forgotten by webpack:
 * opening that page asks again.
 */
const prefetchMemberPages = () => {
  if (prefetched || savesData()) return;
  prefetched = true;
  const run = () => {
    for (const load of Object.values(MEMBER_PAGE_MODULES)) load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else setTimeout(run, 1000);
};

/** A member page in a chunk of its own, downloaded when opened; once it shows, the others too. */
export const memberPage = <K extends string>(load: PageModule<K>, name: K) => {
  const page = lazyPage(load, name);
  // Its effect runs once the page has loaded and is on screen, not while it downloads.
  const MemberPage = () => {
    useEffect(prefetchMemberPages, []);
    return page;
  };
  return <MemberPage />;
};
