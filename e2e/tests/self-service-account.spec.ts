import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PHONE_AND_DESKTOP, seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, registerWithParking } from '../support/invoice-fixtures';
import { createApprovedMember, credentialsOf, loginToken } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// A member's own account, by keyboard only, on a phone and a desktop: the profile corrected, the
// calendar downloaded, their data downloaded, and the account deleted.

let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;
let convention: Awaited<ReturnType<typeof activateOwnWinterConvention>>['convention'];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const own = await activateOwnWinterConvention(request, 'Winter Self-Service');
  restore = own.restore;
  convention = own.convention;
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

/** Tabs until the control with this accessible name has the focus. */
const tabTo = async (page: Page, name: RegExp) => {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return `${el.getAttribute('aria-label') ?? ''} ${label ?? ''} ${el.textContent ?? ''}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`never reached ${String(name)}`);
};

for (const width of PHONE_AND_DESKTOP) {
  test(`a member edits their profile, downloads their calendar and data, and deletes their account (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    const member = await createApprovedMember(request, 'Selma');
    await registerWithParking(request, member, convention, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      plate: '1-SEL-001',
    });
    await signInViaApi(page, credentialsOf(member));

    // Profile edit.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await tabTo(page, /Last Name/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Verbeke');
    await tabTo(page, /Save Profile/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(page.getByText(`${member.firstName} Verbeke`)).toBeVisible();

    // Calendar download on /my-registrations.
    await page.goto('/my-registrations');
    const add = page.getByRole('button', { name: 'Add to calendar' });
    await expect(add).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await add.focus();
    const [calendar] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(calendar.suggestedFilename()).toBe('18xx-belgium.ics');
    const ics = await readFile((await calendar.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain(`SUMMARY:${convention.name}`);
    expect(ics).toContain('TZID=Europe/Brussels');

    // Download my data.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Data' })).toBeVisible();
    await page.getByRole('button', { name: 'Download my data' }).focus();
    const [data] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(data.suggestedFilename()).toBe('18xx-belgium-my-data.json');
    const exported = JSON.parse(await readFile((await data.path())!, 'utf8')) as {
      account: { email: string; lastName: string };
      registrations: { licensePlate: string }[];
    };
    expect(exported.account.email).toBe(member.email);
    expect(exported.account.lastName).toBe('Verbeke');
    expect(exported.registrations.map((r) => r.licensePlate)).toEqual(['1-SEL-001']);

    // Delete my account.
    await page.getByRole('button', { name: 'Delete my account' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(/Invoices and payments are kept without your name/),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel(/Your Password/).focus();
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(loginToken(request, credentialsOf(member))).rejects.toThrow();
  });
}
