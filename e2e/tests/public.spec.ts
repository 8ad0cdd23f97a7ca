import { member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInViaApi } from '../support/session';

const adminRemote = '/remotes/admin-app/';

test('an anonymous visitor gets the home page and never downloads the admin remote', async ({
  page,
  navbar,
  requestedUrls,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Register for our Next Event' })).toBeVisible();
  await expect(navbar.login).toBeVisible();

  await navbar.login.click();
  await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
  await navbar.home.click();
  await expect(page).toHaveURL('/');
  await page.waitForLoadState('networkidle');

  expect(requestedUrls.filter((url) => url.includes(adminRemote))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a member whose member remote is unreachable gets a retry, and the rest keeps working', async ({
  page,
  navbar,
  requestedUrls,
}) => {
  const memberRemote = '**/remotes/member-app/**';
  const welcome = page.getByRole('heading', { name: /^Welcome back/ });
  const retry = page.getByRole('button', { name: 'Retry' });
  await page.route(memberRemote, (route) => route.abort());
  await signInViaApi(page, member);

  await page.goto('/dashboard');
  await expect(retry).toBeVisible();
  await expect(welcome).toHaveCount(0);

  await navbar.home.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Register for our Next Event' })).toBeVisible();

  // The account menu lists the entries the member remote publishes: it says they could not be
  // read, and reads them again on Retry once the remote is back.
  await navbar.userMenu.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('This menu could not be loaded.')).toBeVisible();
  await page.unroute(memberRemote);
  await menu.getByRole('menuitem', { name: 'Retry' }).click();
  await menu.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
  // The page's own failed download stays failed until its Retry.
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(welcome).toBeVisible();

  expect(requestedUrls.filter((url) => url.includes(adminRemote))).toEqual([]);
});
