import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { mailsTo, waitForCode } from '../support/mailbox';
import { createApprovedMember, credentialsOf, newPerson } from '../support/member-accounts';
import { AwaitingApprovalPage } from '../support/pages/awaiting-approval-page';
import { LoginPage } from '../support/pages/login-page';
import { Navbar } from '../support/pages/navbar';
import { PasswordResetPage } from '../support/pages/password-reset-page';
import { RegisterPage } from '../support/pages/register-page';
import { UserManagementPage } from '../support/pages/user-management-page';
import { signInViaApi } from '../support/session';

// The account lifecycle (sign-up, emailed code, approval, suspension, password reset) with the
// real server and the real mails.

/** The admin, signed in in a browser of their own, on User Management. */
async function openUserManagementAsAdmin(browser: Browser): Promise<UserManagementPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, admin);
  const userManagement = new UserManagementPage(page);
  await userManagement.goto();
  return userManagement;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a visitor signs up, validates the emailed code, is approved and reaches the dashboard', async ({
  page,
  browser,
  loginPage,
}) => {
  const person = newPerson('Pieter');
  const registerPage = new RegisterPage(page);
  await registerPage.goto();
  await expect(registerPage.heading).toBeVisible();
  await registerPage.signUp({ ...person, yearOfBirth: 1985, nationality: 'Belgian' });
  await expect(registerPage.checkEmailHeading).toBeVisible();
  await registerPage.proceedToLogin.click();

  await expect(page).toHaveURL('/login');
  await loginPage.login(person);
  await expect(page).toHaveURL('/awaiting-approval');
  const pending = new AwaitingApprovalPage(page);
  await expect(pending.heading).toBeVisible();
  await expect(page.getByText('Welcome, Pieter!', { exact: false })).toBeVisible();

  const code = await waitForCode(person.email, { subject: /validation/i });
  // Pasted with the spaces a mail client may add: the page trims them.
  await pending.validateWith(` ${code} `);
  await expect(toast(page, 'Email validated successfully!')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Your email has been validated! Please log in again to continue.'),
  ).toBeVisible();

  await loginPage.login(person);
  await expect(page).toHaveURL('/awaiting-approval');
  await expect(pending.awaitingAdmin).toBeVisible();

  const userManagement = await openUserManagementAsAdmin(browser);
  const confirmed = userManagement.section('Confirmed Users');
  await expect(confirmed.getByText(person.fullName)).toBeVisible();
  await userManagement.perform('Approve', person.fullName);
  await expect(toast(userManagement.page, 'User approved successfully.')).toBeVisible();
  await expect(userManagement.actionButton('Approve', person.fullName)).toBeDisabled();

  // Back on their window, the member's page takes the new role without a new login.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Pieter' })).toBeVisible();
  await userManagement.page.context().close();
});

test('an admin suspends a member, whose open page goes to /account-suspended on its next call', async ({
  page,
  browser,
  request,
}) => {
  const member = await createApprovedMember(request, 'Sofie');
  await signInViaApi(page, credentialsOf(member));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Sofie' })).toBeVisible();

  const userManagement = await openUserManagementAsAdmin(browser);
  await userManagement.perform('Suspend', member.fullName);
  await expect(toast(userManagement.page, 'User suspended successfully.')).toBeVisible();

  // The member's page still shows the dashboard; the next call the server refuses moves it on.
  await new Navbar(page).openUserMenuItem('My Inbox');
  await expect(page).toHaveURL('/account-suspended');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(/suspended by an administrator/)).toBeVisible();

  // Reactivated, the member is back on their dashboard when they return to the window.
  await userManagement.openSuspended();
  await userManagement.perform('Reactivate', member.fullName);
  await expect(toast(userManagement.page, 'User reactivated successfully.')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveURL('/dashboard');
  // And can still log out and in as before.
  await new Navbar(page).logout();
  await expect(page).toHaveURL('/');
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(member);
  await expect(page).toHaveURL('/dashboard');
  await userManagement.page.context().close();
});

test('a member resets the password with the emailed code', async ({ page, request, loginPage }) => {
  const member = await createApprovedMember(request, 'Lotte');
  const seen = (await mailsTo(member.email)).length;
  const reset = new PasswordResetPage(page);
  await reset.goto();
  await reset.requestCode(member.email);
  await expect(reset.codeSent).toBeVisible();

  const code = await waitForCode(member.email, { subject: /password reset/i, seen });
  const newPassword = 'Fresh#Start-2026';
  await reset.setNewPassword(code, newPassword);
  await expect(toast(page, 'Password has been reset successfully!')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Password reset successfully. You can now log in with your new password.'),
  ).toBeVisible();

  await loginPage.login({ email: member.email, password: member.password });
  // The old password no longer works.
  await expect(loginPage.alert.filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await loginPage.login({ email: member.email, password: newPassword });
  await expect(page).toHaveURL('/dashboard');
});

test.describe('User Management layout', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px it shows ${width >= 992 ? 'tables' : 'cards'} without serious accessibility violations`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signInViaApi(page, admin);
      const userManagement = new UserManagementPage(page);
      await userManagement.goto();
      const admins = userManagement.section('Administrators');
      await expect(admins.getByText('Site Administrator')).toBeVisible();
      await expect(admins.getByRole('table')).toHaveCount(width >= 992 ? 1 : 0);
      await expect(userManagement.suspendedToggle).toHaveAttribute('aria-expanded', 'false');

      await page.screenshot({
        path: join(testInfo.project.outputDir, 'screenshots', `user-management-${width}.png`),
        fullPage: true,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
