import { expectErrorTiedToField, expectVisibleFocus, tabTo, typeInto } from '../support/keyboard';
import { waitForCode } from '../support/mailbox';
import { expect, test } from '../support/fixtures';
import { newPerson } from '../support/member-accounts';
import { AwaitingApprovalPage } from '../support/pages/awaiting-approval-page';
import { RegisterPage } from '../support/pages/register-page';

// Signing up, logging in and validating the emailed code with the keyboard alone.
test('a visitor signs up and validates the emailed code with the keyboard alone', async ({
  page,
  loginPage,
}) => {
  const person = newPerson('Kira');
  const signUp = new RegisterPage(page);
  await signUp.goto();
  await expect(signUp.heading).toBeVisible();

  // The skip link comes first and leads past the navigation bar.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // An empty form: the first refused field gets the focus, with its error as its description.
  await tabTo(page, signUp.submit);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(signUp.field('First Name')).toBeFocused();
  await expectVisibleFocus(page);
  await expectErrorTiedToField(signUp.field('First Name'), 'First Name is required.');
  await expectErrorTiedToField(signUp.field('Email'), 'Email is required.');

  await page.keyboard.type(person.firstName);
  await typeInto(page, signUp.field('Last Name'), person.lastName);
  await typeInto(page, signUp.field('Email'), person.email);
  await typeInto(page, signUp.field('Password'), person.password);
  // The show/hide toggle sits between the two password fields.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await expectVisibleFocus(page);
  await typeInto(page, signUp.field('Confirm Password'), person.password);
  await tabTo(page, signUp.submit);
  await page.keyboard.press('Enter');

  await expect(signUp.checkEmailHeading).toBeVisible();
  await tabTo(page, signUp.proceedToLogin);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  await expect(loginPage.heading).toBeVisible();
  await typeInto(page, loginPage.email, person.email);
  await typeInto(page, loginPage.password, person.password);
  await page.keyboard.press('Enter');

  const pending = new AwaitingApprovalPage(page);
  await expect(pending.heading).toBeVisible();
  await tabTo(page, pending.validate);
  await page.keyboard.press('Enter');
  await expect(pending.code).toBeFocused();
  await expectErrorTiedToField(pending.code, 'Please enter a validation code.');

  await page.keyboard.type(await waitForCode(person.email, { subject: /validation/i }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Your email has been validated! Please log in again to continue.'),
  ).toBeVisible();
});
