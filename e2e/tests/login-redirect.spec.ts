import { admin } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('an anonymous visit to an admin page asks to log in, then returns to that page', async ({
  page,
  loginPage,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/login');

  await loginPage.login(admin);
  await expect(page).toHaveURL('/admin/dashboard');
});

test('logging in from the login page lands on the dashboard', async ({ page, loginPage }) => {
  await loginPage.goto();
  await loginPage.login(admin);
  await expect(page).toHaveURL('/dashboard');
});

test('wrong credentials show the same alert whether or not the email exists', async ({
  page,
  loginPage,
}) => {
  await loginPage.goto();

  await loginPage.login({ email: admin.email, password: 'not-the-password' });
  await expect(loginPage.alert).toHaveText('Invalid email or password.');

  await loginPage.login({ email: 'nobody@18xx.be', password: 'not-the-password' });
  await expect(loginPage.alert).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL('/login');
});
