import { nav as adminNav } from 'admin_app/nav';
import { nav as memberNav } from 'member_app/nav';
import type { RemoteNav } from 'shared-api/contract';
import { menuGroups } from '../remote-nav/menu-groups';

const admin = { isAdmin: true, approved: true };
const member = { isAdmin: false, approved: true };
const awaitingApproval = { isAdmin: false, approved: false };

const labelsOf = (nav: RemoteNav, viewer: typeof admin) =>
  menuGroups(nav, viewer).map(({ heading, items }) => [heading, items.map((item) => item.label)]);

describe('menuGroups', () => {
  it("builds the Admin menu from admin-app's entries, under its headings, for an admin", () => {
    expect(labelsOf(adminNav, admin)).toEqual([
      ['People', ['What Needs Attention', 'User Management', 'Admin Inbox']],
      ['Convention', ['Convention Management', 'Convention Registrations', 'Featured Games']],
      ['Money', ['Invoice Settings', 'Payments']],
      ['Tables', ['Table Planner', 'Games']],
      ['Site', ['Notifications', 'Email Templates', 'System Logs', 'Audit Trail', 'Release Notes']],
    ]);
  });

  it('leaves out the admin entries for a member', () => {
    expect(menuGroups(adminNav, member)).toEqual([]);
  });

  it("builds the account menu from member-app's entries, one group without a heading", () => {
    const [group, ...others] = menuGroups(memberNav, member);
    expect(others).toEqual([]);
    expect(group?.heading).toBeUndefined();
    expect(group?.items).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'My Profile', to: '/profile' },
      { label: 'My Inbox', to: '/inbox' },
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'My Event Registrations', to: '/my-registrations' },
    ]);
  });

  it('labels the entries in the language asked for, English where an entry has no labels', () => {
    const nav: RemoteNav = {
      entries: [
        {
          label: 'My Profile',
          labels: { en: 'My Profile', nl: 'Mijn profiel', fr: 'Mon profil' },
          path: '/profile',
          order: 1,
          audience: 'member',
        },
        { label: 'Statistics', path: '/statistics', order: 2, audience: 'member' },
      ],
    };
    const labelsIn = (language: 'en' | 'nl' | 'fr') =>
      menuGroups(nav, member, language).flatMap(({ items }) => items.map((item) => item.label));
    expect(labelsIn('fr')).toEqual(['Mon profil', 'Statistics']);
    expect(labelsIn('nl')).toEqual(['Mijn profiel', 'Statistics']);
    expect(labelsIn('en')).toEqual(['My Profile', 'Statistics']);
    expect(menuGroups(memberNav, member, 'fr')[0]?.items[0]).toEqual({
      label: 'Tableau de bord',
      to: '/dashboard',
    });
  });

  it("leads a member awaiting approval to an entry's fallback, and hides entries without one", () => {
    const nav: RemoteNav = {
      entries: [
        {
          label: 'Contact Us',
          path: '/contact-us',
          order: 2,
          audience: 'approved',
          fallbackPath: '/contact',
        },
        { label: 'Statistics', path: '/statistics', order: 3, audience: 'approved' },
        { label: 'Dashboard', path: '/dashboard', order: 1, audience: 'member' },
      ],
    };
    expect(menuGroups(nav, awaitingApproval)).toEqual([
      {
        heading: undefined,
        items: [
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Contact Us', to: '/contact' },
        ],
      },
    ]);
  });

  it('sorts by order across groups, each group where its first entry comes', () => {
    const nav: RemoteNav = {
      entries: [
        { label: 'Late', path: '/admin/late', order: 30, group: 'B', audience: 'admin' },
        { label: 'First', path: '/admin/first', order: 5, group: 'A', audience: 'admin' },
        { label: 'Second', path: '/admin/second', order: 10, group: 'B', audience: 'admin' },
        { label: 'Third', path: '/admin/third', order: 20, group: 'A', audience: 'admin' },
      ],
    };
    expect(labelsOf(nav, admin)).toEqual([
      ['A', ['First', 'Third']],
      ['B', ['Second', 'Late']],
    ]);
  });
});
