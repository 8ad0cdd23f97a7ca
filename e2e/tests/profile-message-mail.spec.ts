import { PHONE_AND_DESKTOP, seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createApprovedMember, credentialsOf } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

const LABEL = 'Email me when I receive a message or a reply';

// A member turns message mail off on /profile, by keyboard, and the choice survives a reload.
for (const width of PHONE_AND_DESKTOP) {
  test(`message mail is turned off on /profile and stays off after a reload (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const member = await createApprovedMember(request, 'Mira');
    await signInViaApi(page, credentialsOf(member));
    await page.goto('/profile');

    const toggle = page.getByRole('switch', { name: LABEL });
    await expect(page.getByRole('heading', { name: 'Email Settings' })).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByText('You will no longer be emailed for new messages and replies.'),
    ).toBeVisible();
    await expect(toggle).not.toBeChecked();

    await page.reload();
    await expect(page.getByRole('switch', { name: LABEL })).toBeEnabled();
    await expect(page.getByRole('switch', { name: LABEL })).not.toBeChecked();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
