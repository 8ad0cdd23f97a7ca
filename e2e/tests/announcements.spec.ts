import { admin, member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { AdminNotificationsPage } from '../support/pages/admin-notifications-page';
import { HomePage } from '../support/pages/home-page';
import { signInViaApi } from '../support/session';

const ddmmyyyy = (offsetDays: number): string => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
};

const created = 'Notification created successfully.';

test('an admin announces on the home page and an anonymous visitor reads it', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Registration is open ${Date.now()}`;
  await signInViaApi(page, admin);
  const notifications = new AdminNotificationsPage(page);
  await notifications.goto();
  await notifications.create({
    title,
    body: '<p>Book your place for <strong>the spring convention</strong>.</p>',
    validFrom: ddmmyyyy(0),
    validTo: ddmmyyyy(7),
    isPublic: true,
    extraTags: ['HOMEPAGE'],
  });
  await expect(page.getByText(created)).toBeVisible();
  await expect(notifications.dialog).toBeHidden();
  await expect(notifications.section('Active').getByRole('heading', { name: title })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('admin-notifications-1280.png'),
    fullPage: true,
  });

  const visitor = await browser.newPage();
  const home = new HomePage(visitor);
  await home.goto();
  await expect(home.announcement(title)).toBeVisible();
  await expect(home.announcements.getByText('the spring convention')).toBeVisible();
  await visitor.close();
});

test('a private announcement is for members only', async ({ page, browser }) => {
  const title = `Table plan for members ${Date.now()}`;
  await signInViaApi(page, admin);
  const notifications = new AdminNotificationsPage(page);
  await notifications.goto();
  await notifications.create({
    title,
    validFrom: ddmmyyyy(-1),
    validTo: ddmmyyyy(3),
    isPublic: false,
    extraTags: ['HOMEPAGE'],
  });
  await expect(page.getByText(created)).toBeVisible();

  const memberPage = await browser.newPage();
  await signInViaApi(memberPage, member);
  const memberHome = new HomePage(memberPage);
  await memberHome.goto();
  await expect(memberHome.announcement(title)).toBeVisible();
  await memberPage.close();

  const visitor = await browser.newPage();
  const visitorHome = new HomePage(visitor);
  await visitorHome.goto();
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});

test('an upcoming announcement waits in Upcoming and a deleted one is gone', async ({ page }) => {
  const title = `Winter convention dates ${Date.now()}`;
  await signInViaApi(page, admin);
  await page.setViewportSize({ width: 390, height: 844 });
  const notifications = new AdminNotificationsPage(page);
  await notifications.goto();
  await notifications.create({
    title,
    validFrom: ddmmyyyy(30),
    validTo: ddmmyyyy(40),
    isPublic: true,
    extraTags: ['HOMEPAGE', 'NOTIFICATION'],
  });
  const upcoming = notifications.section('Upcoming');
  await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('admin-notifications-390.png'),
    fullPage: true,
  });

  await upcoming.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Notification' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Notification deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});
