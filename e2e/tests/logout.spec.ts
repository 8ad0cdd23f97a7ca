import type { APIRequestContext, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createApprovedMember, credentialsOf } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

const inboxStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/Inbox', { headers: { Authorization: `Bearer ${token}` } })).status();

test('Logout revokes the token on the server, not only in the browser', async ({
  page,
  navbar,
  request,
}) => {
  const member = await createApprovedMember(request, 'Lou');
  await signInViaApi(page, credentialsOf(member));
  await page.goto('/dashboard');
  await expect(navbar.userMenu).toBeVisible();
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  expect(await inboxStatus(request, token!)).toBe(200);

  await navbar.logout();

  await expect(page).toHaveURL('/');
  await expect(navbar.login).toBeVisible();
  await expect.poll(() => inboxStatus(request, token!)).toBe(401);
});

for (const width of [390, 1280]) {
  test(`at ${width} px, 'Log out everywhere' signs out another browser on its next call`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const member = await createApprovedMember(request, 'Eva');
    const here = await browser.newContext({ viewport: { width, height: 844 } });
    const elsewhere = await browser.newContext({ viewport: { width, height: 844 } });
    try {
      const page = await here.newPage();
      const other = await elsewhere.newPage();
      await signInViaApi(other, credentialsOf(member));
      await other.goto('/dashboard');
      await expect(other.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();

      await signInViaApi(page, credentialsOf(member));
      await page.goto('/profile');
      const button = page.getByRole('button', { name: 'Log out everywhere' });
      await expect(button).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Log out everywhere?' });
      await expect(dialog).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Log out everywhere' }).click();

      await expect(page).toHaveURL('/');
      await expect(page.getByText('You have been logged out on every device.')).toBeVisible();
      expect(await storedToken(page)).toBeNull();

      // The other browser still shows its page; its next API call is refused and ends its session.
      await other.goto('/inbox');
      await expect(other.getByText('Your session has expired. Please log in again.')).toBeVisible();
      await expect(other).toHaveURL('/');
      expect(await storedToken(other)).toBeNull();
    } finally {
      await here.close();
      await elsewhere.close();
    }
  });
}
