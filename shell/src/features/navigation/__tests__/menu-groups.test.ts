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
