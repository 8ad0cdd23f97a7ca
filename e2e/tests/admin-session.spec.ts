import { admin } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('the seeded admin logs in, opens the admin area and logs out', async ({
  page,
  loginPage,
  navbar,
  requestedUrls,
}) => {
  await loginPage.goto();
  await loginPage.login(admin);

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'What Needs Attention' })).toBeVisible();
  // Deployed releases sit in a folder of their own: /remotes/admin-app/<release>/remoteEntry.js.
  const adminEntry = /\/remotes\/admin-app\/(?:[^/]+\/)?remoteEntry\.js$/;
  expect(requestedUrls.some((url) => adminEntry.test(url))).toBe(true);

  await navbar.logout();
  await expect(page).toHaveURL('/');
  await expect(navbar.login).toBeVisible();
  await expect(navbar.userMenu).toHaveCount(0);
});
