import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { a11yRoutes, type A11yRoute, type Role } from '../support/a11y-routes';
import { noFindings, seriousAxeViolations, seriousAxeViolationsByWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activateOwnWinterConvention,
  api,
  ensureClubIban,
  registerWithParking,
} from '../support/invoice-fixtures';
import {
  createApprovedMember,
  credentialsOf,
  loginToken,
  type NewMember,
} from '../support/member-accounts';
import { AdminRegistrationsPage } from '../support/pages/admin-registrations-page';
import { ConventionManagementPage } from '../support/pages/convention-management-page';
import { UserManagementPage } from '../support/pages/user-management-page';
import { navigateInApp } from '../support/in-app-navigation';
import { signInViaApi } from '../support/session';

// axe-core finds nothing serious or critical on any route of the site, seen by the
// role that can see it, at a phone width and a desktop width. One browser page per role, signed in
// once; both widths are scanned on the same load.

const seededApplicant = { email: 'applicant@18xx.be', password: 'Member-18xx!' };
const seededUnconfirmed = { email: 'unconfirmed@18xx.be', password: 'Member-18xx!' };

let ada: NewMember;
let noteId = '';
const pages = new Map<Role, Page>();

const openAs = async (browser: Browser, role: Role, who?: Credentials): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (who) await signInViaApi(page, who);
  pages.set(role, page);
  return page;
};

const readyMarkers = (page: Page, route: A11yRoute): Locator[] => [
  page.getByRole('heading', { level: 1, name: route.heading }),
  ...(route.text ? [page.getByText(route.text).first()] : []),
];

test.beforeAll(async ({ browser, request }) => {
  ada = await createApprovedMember(request, 'Ada');
  const token = await loginToken(request, ada);
  const sent = await api<{ noteId: string }>(request, 'POST', '/api/Inbox/contact', token, {
    title: 'Wheelchair access',
    body: '<p>Is the venue step-free?</p>',
  });
  noteId = sent.body.data.noteId;
  await Promise.all([
    openAs(browser, 'anonymous'),
    openAs(browser, 'applicant', seededApplicant),
    openAs(browser, 'unconfirmed', seededUnconfirmed),
    openAs(browser, 'member', credentialsOf(ada)),
    openAs(browser, 'admin', admin),
  ]);
});

test.afterAll(async () => {
  await Promise.all([...pages.values()].map((page) => page.context().close()));
});

/** The first visit of each page loads the app; the next ones navigate inside it. */
const loaded = new WeakSet<Page>();
const visit = async (page: Page, path: string): Promise<void> => {
  if (loaded.has(page)) {
    await navigateInApp(page, path);
  } else {
    await page.goto(path);
    loaded.add(page);
  }
};

const templateId = async (page: Page): Promise<string> => {
  const token = await loginToken(page.request, admin);
  const { body } = await api<{ id: number }[]>(page.request, 'GET', '/api/Template', token);
  return String(body.data[0]?.id);
};

for (const [role, routes] of Object.entries(a11yRoutes) as [Role, A11yRoute[]][]) {
  for (const route of routes) {
    test(`${route.path} as ${role}: no serious accessibility findings at 390 and 1280 px`, async () => {
      const page = pages.get(role)!;
      let path = route.path.replace('{noteId}', noteId);
      if (path.includes('{templateId}'))
        path = path.replace('{templateId}', await templateId(page));
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, path);
      expect(await seriousAxeViolationsByWidth(page, readyMarkers(page, route))).toEqual(
        noFindings(),
      );
    });
  }
}

test.describe('open dialogs of the admin pages', () => {
  let restore: ((later: APIRequestContext) => Promise<void>) | undefined;
  let ownConvention = '';

  test.beforeAll(async ({ request }) => {
    // A registration of a convention of its own, so the seeded convention's registrations stay as they are.
    const own = await activateOwnWinterConvention(request, 'Winter Accessibility');
    restore = own.restore;
    ownConvention = own.convention.name;
    await registerWithParking(request, ada, own.convention, { ...ada, plate: '1-AXE-390' });
  });

  test.afterAll(async ({ request }) => {
    await restore?.(request);
  });

  const scanDialog = async (open: (page: Page) => Promise<void>, name: string | RegExp) => {
    const page = pages.get('admin')!;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    const dialog = page.getByRole('dialog', { name });
    // The page behind it has had its own scan.
    expect(
      await seriousAxeViolationsByWidth(page, [dialog], { within: '[role="dialog"]' }),
    ).toEqual(noFindings());
    // The next dialog starts from a fresh page, without this one or an expanded row.
    loaded.delete(page);
  };

  test('User Management: the approval confirmation and Manage Groups', async () => {
    const users = new UserManagementPage(pages.get('admin')!);
    await scanDialog(async (page) => {
      await visit(page, '/admin/user-management');
      await users.actionButton('Approve', 'Alex Applicant').click();
    }, /Approve/);
    await scanDialog(async (page) => {
      await visit(page, '/admin/user-management');
      await page.getByRole('button', { name: 'Edit groups of Alex Applicant' }).click();
    }, 'Manage Groups for Alex Applicant');
  });

  test('Convention Management: create and add a featured game', async () => {
    const conventions = new ConventionManagementPage(pages.get('admin')!);
    await scanDialog(async (page) => {
      await visit(page, '/admin/convention-management');
      await conventions.createButton.click();
    }, 'Create New Convention');
    await scanDialog(async (page) => {
      await visit(page, '/admin/convention-management');
      await conventions.toggleDetails(ownConvention);
      await page.getByRole('button', { name: 'Add Featured Game' }).click();
    }, `Add Featured Game to ${ownConvention}`);
  });

  test('Featured Games, Notifications and the admin inbox: their create dialogs', async () => {
    for (const [path, button] of [
      ['/admin/featured-games', 'Create New Game'],
      ['/admin/notifications', 'Create Notification'],
      ['/admin/inbox', 'Create New Message'],
    ] as const) {
      await scanDialog(async (page) => {
        await visit(page, path);
        await page.getByRole('button', { name: button }).click();
      }, button);
    }
  });

  test('Convention Registrations: invoice preview, update and contact', async () => {
    for (const button of ['Invoice Preview', 'Update Registration', 'Contact'] as const) {
      await scanDialog(
        async (page) => {
          await visit(page, '/admin/registrations');
          const row = await new AdminRegistrationsPage(page).expand(ada.fullName);
          await row.getByRole('button', { name: button, exact: true }).click();
        },
        {
          'Invoice Preview': /^Invoice Preview/,
          'Update Registration': /Registration/,
          Contact: 'Create New Message',
        }[button],
      );
    }
  });

  test('Convention Registrations: the sent invoice, read by keyboard', async ({ request }) => {
    await ensureClubIban(request);
    const token = await loginToken(request, admin);
    const users = await api<{ id: string; email: string }[]>(request, 'GET', '/api/User', token);
    const adaId = users.body.data.find((user) => user.email === ada.email)?.id;
    const sent = await api(request, 'POST', `/api/Inbox/admin/invoice/send/${adaId}`, token);
    expect(sent.status).toBe(200);
    await scanDialog(async (page) => {
      await visit(page, '/admin/registrations');
      const row = await new AdminRegistrationsPage(page).expand(ada.fullName);
      await row.getByRole('button', { name: 'View Invoice', exact: true }).click();
    }, /^Sent Invoice/);
    const page = pages.get('admin')!;
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: 'Invoice, scrollable' })).toBeFocused();
  });
});

test('the Admin menu, grouped under headings, open at 1280 px; its groups in the drawer at 390 px, which passes axe', async () => {
  const page = pages.get('admin')!;
  await page.setViewportSize({ width: 1280, height: 844 });
  await visit(page, '/admin/user-management');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Money', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toHaveText('What Needs Attention');
  expect(await seriousAxeViolations(page, '[role="menu"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(drawer.getByText('Admin: Money')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
  expect(await seriousAxeViolations(page, '#navigation-drawer')).toEqual([]);
  await page.keyboard.press('Escape');
  loaded.delete(page);
});
