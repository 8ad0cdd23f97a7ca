import type { APIRequestContext } from '@playwright/test';
import { admin } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, registerWithParking } from '../support/invoice-fixtures';
import { createApprovedMember, credentialsOf } from '../support/member-accounts';
import { AdminRegistrationsPage } from '../support/pages/admin-registrations-page';
import { InboxListPage } from '../support/pages/inbox-pages';
import { signInViaApi } from '../support/session';

// An organiser cancels a member's registration; the member finds why in their inbox, with what
// it means for the money, and no longer counts it on the dashboard.
test.describe.configure({ mode: 'serial' });

let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;
let convention: Awaited<ReturnType<typeof activateOwnWinterConvention>>['convention'];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter Told'));
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the organiser cancels and the member reads why`, async ({
    page,
    request,
  }) => {
    test.slow();
    const member = await createApprovedMember(request, 'Noor');
    await registerWithParking(request, member, convention, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      plate: '1-NOR-001',
    });
    await page.setViewportSize({ width, height: 844 });

    await signInViaApi(page, admin);
    const registrations = new AdminRegistrationsPage(page);
    await registrations.goto();
    const row = await registrations.expand(member.fullName);
    await row.getByRole('button', { name: 'Cancel Registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this registration?' });
    await expect(dialog).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel Registration' }).click();
    await expect(page.getByText(/^The registration has been cancelled\./)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Cancelled' })
        .getByRole('button', { name: new RegExp(`^${member.fullName}`) }),
    ).toBeVisible();

    await signInViaApi(page, credentialsOf(member));
    const inbox = new InboxListPage(page);
    await inbox.goto();
    const title = `Your registration for ${convention.name} is cancelled`;
    await inbox.conversation(title).click();
    const message = page.getByRole('article').first();
    await expect(
      message.getByText(
        `The organisers have cancelled the registration of ${member.fullName} for ${convention.name}.`,
      ),
    ).toBeVisible();
    await expect(message.getByText('Nothing is due to be refunded.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Event Registrations' })).toHaveCount(0);
  });
}
