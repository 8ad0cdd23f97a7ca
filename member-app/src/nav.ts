import type { NavLabels, RemoteNav } from 'shared-api/contract';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

/**
 * The account menu ("Hi, …"), published as nav.json beside remoteEntry.js
 * (scripts/webpack/nav-file.js): a page of routes.tsx that belongs in the menu gets its entry
 * here, and the shell lists it without being released. Data only, read by the build as it is:
 * it imports nothing but the catalogues, which give each entry its label in every language
 * (the page's own title, so that the menu and the page agree).
 */

/** An entry's label: English in `label` for the shells that read only that, and every language. */
const labelled = (key: keyof typeof en): { label: string; labels: NavLabels } => ({
  label: en[key],
  labels: { en: en[key], nl: nl[key], fr: fr[key] },
});

export const nav = {
  entries: [
    { ...labelled('page.dashboard'), path: '/dashboard', order: 10, audience: 'member' },
    { ...labelled('page.profile'), path: '/profile', order: 20, audience: 'member' },
    { ...labelled('page.inbox'), path: '/inbox', order: 30, audience: 'member' },
    // A member awaiting approval (or suspended) cannot open the member area's contact form: the
    // public contact page takes their message instead.
    {
      ...labelled('page.contact'),
      path: '/contact-us',
      order: 40,
      audience: 'approved',
      fallbackPath: '/contact',
    },
    {
      ...labelled('page.myRegistrations'),
      path: '/my-registrations',
      order: 50,
      audience: 'member',
    },
  ],
} satisfies RemoteNav;
