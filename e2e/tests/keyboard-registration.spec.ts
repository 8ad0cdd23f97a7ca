import type { APIRequestContext } from '@playwright/test';
import { activateOwnWinterConvention } from '../support/invoice-fixtures';
import { expectErrorTiedToField, expectVisibleFocus, tabTo } from '../support/keyboard';
import { expect, test } from '../support/fixtures';
import { createApprovedMember, credentialsOf } from '../support/member-accounts';
import { RegisterEventPage } from '../support/pages/register-event-page';
import { signInViaApi } from '../support/session';

// A member registers for the active convention with the keyboard alone. The convention is
// one of the spec's own, so the seeded convention's registrations stay as the other specs expect.
let restore: ((later: APIRequestContext) => Promise<void>) | undefined;

test.afterAll(async ({ request }) => {
  await restore?.(request);
});

test('a member registers for the active convention with the keyboard alone', async ({
  page,
  request,
}) => {
  const own = await activateOwnWinterConvention(request, 'Winter Keyboard');
  restore = own.restore;
  const member = await createApprovedMember(request, 'Kees');
  await signInViaApi(page, credentialsOf(member));
  const registration = new RegisterEventPage(page);
  await registration.goto();
  await expect(registration.form).toBeVisible();
  const form = registration.form;
  const firstSession = form
    .getByRole('group', { name: /^Sessions you will attend/ })
    .getByRole('checkbox')
    .first();
  const beginner = form.getByRole('radio', { name: /^Beginner / });
  const terms = form.getByRole('checkbox', { name: /I accept the/ });

  // Sent empty: the first refused field gets the focus; each error describes its field.
  await tabTo(page, registration.submit);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(firstSession).toBeFocused();
  await expectVisibleFocus(page);
  await expectErrorTiedToField(firstSession, 'You must select at least one session to attend.');
  await expectErrorTiedToField(
    form.getByRole('radio', { name: /^New / }),
    'Please select your experience level.',
  );
  await expectErrorTiedToField(terms, 'You must accept the terms and conditions.');

  await page.keyboard.press('Space');
  await expect(firstSession).toBeChecked();
  await tabTo(page, form.getByLabel('Games you will bring'));
  await page.keyboard.type('1889 and 18Chesapeake');
  // Tab enters the radio group on its first option; the arrows choose.
  await tabTo(page, form.getByRole('radio', { name: /^New / }));
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(beginner).toBeChecked();
  await expect(beginner).toBeFocused();
  await tabTo(page, terms);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, registration.submit);
  await page.keyboard.press('Enter');

  await expect(
    page.getByText('Registration successful! You will receive a confirmation email shortly.'),
  ).toBeVisible();
  await expect(registration.registeredHeading).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'View My Registrations' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/my-registrations');
  await expect(
    page.getByRole('region', { name: 'My Registration' }).getByRole('article'),
  ).toContainText('1889 and 18Chesapeake');
});
