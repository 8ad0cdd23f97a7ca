import { admin } from '../support/accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { expect, test } from '../support/fixtures';
import { createValidatedApplicant } from '../support/member-accounts';
import { UserManagementPage } from '../support/pages/user-management-page';
import { signInViaApi } from '../support/session';

// An admin approves a newcomer from User Management with the keyboard alone.
test('an admin approves a user with the keyboard alone', async ({ page, request }) => {
  // First of the Confirmed Users by first name: a few dozen presses of Tab away, not hundreds.
  const applicant = await createValidatedApplicant(request, 'Aaron');
  await signInViaApi(page, admin);
  const users = new UserManagementPage(page);
  await users.goto();

  const row = page.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toContainText('Awaiting approval');
  const approve = users.actionButton('Approve', applicant.fullName);
  await tabTo(page, approve, { max: 120 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // The confirmation takes the focus; Tab stays inside it.
  const dialog = users.confirmDialog;
  await expect(dialog).toContainText('Are you sure you want to approve this user?');
  await expect(dialog).toContainText(`${applicant.fullName} (${applicant.email})`);
  const confirm = dialog.getByRole('button', { name: 'Approve', exact: true });
  await tabTo(page, confirm, { max: 5 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  await expect(page.getByText('User approved successfully.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('USER');
  await expect(row).not.toContainText('Awaiting approval');
});
