import type { RemoteNav } from 'shared-api/contract';

/**
 * The account menu ("Hi, …"), published as nav.json beside remoteEntry.js
 * (scripts/webpack/nav-file.js): a page of routes.tsx that belongs in the menu gets its entry
 * here, and the shell lists it without being released. Plain data only: the build reads this
 * file as it is.
 */
export const nav = {
  entries: [
    { label: 'Dashboard', path: '/dashboard', order: 10, audience: 'member' },
    { label: 'My Profile', path: '/profile', order: 20, audience: 'member' },
    { label: 'My Inbox', path: '/inbox', order: 30, audience: 'member' },
    // A member awaiting approval (or suspended) cannot open the member area's contact form: the
    // public contact page takes their message instead.
    {
      label: 'Contact Us',
      path: '/contact-us',
      order: 40,
      audience: 'approved',
      fallbackPath: '/contact',
    },
    { label: 'My Event Registrations', path: '/my-registrations', order: 50, audience: 'member' },
  ],
} satisfies RemoteNav;
