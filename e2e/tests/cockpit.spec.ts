import { admin } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activateOwnWinterConvention,
  ensureClubIban,
  registerWithParking,
} from '../support/invoice-fixtures';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { createApprovedMember } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// The organisers' cockpit with the keyboard alone: the dashboard leads to what needs doing, and
// the door team finds an attendee by a name typed without its accents and checks them in.
test.describe.configure({ mode: 'serial' });

type Setup = Awaited<ReturnType<typeof activateOwnWinterConvention>>;
let restore: Setup['restore'];

/** The attendee each width searches for: a name whose accents the door team does not type. */
const ATTENDEES = {
  390: { firstName: 'Zoë', lastName: 'Ødegård', typed: 'zoe odegard' },
  1280: { firstName: 'Łukasz', lastName: 'Dvořák', typed: 'LUKASZ dvorak' },
} as const;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  let convention: Setup['convention'];
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter Cockpit'));
  await ensureClubIban(request);
  for (const [width, attendee] of Object.entries(ATTENDEES)) {
    const member = await createApprovedMember(request, `Door${width}`);
    await registerWithParking(request, member, convention, {
      firstName: attendee.firstName,
      lastName: attendee.lastName,
      email: member.email,
      plate: `1-CKP-${width}`,
    });
  }
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

for (const width of [390, 1280] as const) {
  test(`at ${width} px the dashboard's invoices not sent lead to the list that sends them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, admin);
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'What Needs Attention' }),
    ).toBeVisible();
    const money = page.getByRole('region', { name: 'Money' });
    // Both registrants of this convention wait for their invoice.
    const notSent = money.getByRole('link', { name: '2 invoices not sent' });
    await expect(notSent).toBeVisible();
    await expect(money.getByRole('link', { name: '0 overdue invoices' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await tabTo(page, notSent, { max: 80 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/registrations?status=not_invoiced');
    await expect(page.getByRole('combobox', { name: 'Payment status' })).toHaveText('Not invoiced');
    const awaiting = page.getByRole('region', { name: 'Awaiting Invoice' });
    for (const { firstName, lastName } of Object.values(ATTENDEES)) {
      await expect(awaiting.getByText(`${firstName} ${lastName}`).first()).toBeVisible();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The phone's walk stops at the list; the laptop's goes on and sends them in one action.
    if (width === 390) return;

    const send = page.getByRole('button', { name: 'Send All Pending Invoices (2)' });
    await tabTo(page, send, { max: 80 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Send 2 invoices?' });
    await expect(confirm.getByRole('button', { name: 'Send 2 invoices' })).toBeFocused();
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Done' });
    await expect(done.getByRole('status')).toHaveText('Sent: 2. Failed: 0.');
    await page.keyboard.press('Enter');
    await expect(done).toBeHidden();

    await page.goto('/admin');
    await expect(
      page
        .getByRole('region', { name: 'Money' })
        .getByRole('link', { name: '0 invoices not sent' }),
    ).toBeVisible();
  });
}

for (const width of [390, 1280] as const) {
  test(`at ${width} px the door team finds an attendee without typing accents and checks them in`, async ({
    page,
  }) => {
    // Three pages, each reached and worked with the keyboard.
    test.slow();
    const { firstName, lastName, typed } = ATTENDEES[width];
    const name = `${firstName} ${lastName}`;
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, admin);
    await page.goto('/admin/registrations');
    const search = page.getByRole('searchbox', { name: 'Search registrations' });
    await tabTo(page, search, { max: 80 });
    await expectVisibleFocus(page);
    // The list asks for the chosen convention's registrations, the search beside its id.
    const searched = page.waitForResponse((response) =>
      /active-convention-registrations\?(.*&)?search=/.test(response.url()),
    );
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    expect((await searched).status()).toBe(200);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page.getByRole('status').filter({ hasText: 'found for' })).toHaveText(
      `1 registration found for “${typed}”.`,
    );

    const box = page.getByRole('checkbox', { name: `Checked in: ${name}` });
    await expect(box).not.toBeChecked();
    await tabTo(page, box, { max: 40 });
    await expectVisibleFocus(page);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/checked-in') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(box).toBeChecked();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The audit trail tells who checked them in, found by the name without its accents.
    await page.goto('/admin/audit');
    const toWhat = page.getByRole('searchbox', { name: 'To what' });
    await tabTo(page, toWhat, { max: 80 });
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]object=/);
    const entry = page.getByRole('listitem').filter({ hasText: 'registration.checked-in' });
    await expect(entry.first()).toContainText('(Brussels time)');
    await expect(entry.first().getByRole('link', { name: `registration ${name}` })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
