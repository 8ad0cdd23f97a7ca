import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activateOwnWinterConvention,
  allowMultipleRegistrations,
  registerWithParking,
} from '../support/invoice-fixtures';
import { createApprovedMember, credentialsOf, type NewMember } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// A member who may register others uses the email of an existing account: that member is told,
// sees the registration in their name and may cancel it, and can then register themselves.
test.describe.configure({ mode: 'serial' });

let registrant: NewMember;
let restore: Awaited<ReturnType<typeof activateOwnWinterConvention>>['restore'];
let convention: Awaited<ReturnType<typeof activateOwnWinterConvention>>['convention'];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter On Behalf'));
  registrant = await createApprovedMember(request, 'Rita');
  await allowMultipleRegistrations(request, registrant.email);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the member registered by someone else sees it and cancels it`, async ({
    page,
    request,
  }) => {
    test.slow();
    const holder = await createApprovedMember(request, 'Hugo');
    await registerWithParking(request, registrant, convention, {
      firstName: holder.firstName,
      lastName: holder.lastName,
      email: holder.email,
      plate: '1-ABC-123',
    });

    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, credentialsOf(registrant));
    await page.goto('/my-registrations');
    const made = page.getByRole('article', { name: holder.fullName });
    await expect(
      made.getByText('This email belongs to an existing member, who has been notified.'),
    ).toBeVisible();

    await signInViaApi(page, credentialsOf(holder));
    await page.goto('/inbox');
    await expect(
      page.getByText(`You have been registered for ${convention.name}`).first(),
    ).toBeVisible();

    await page.goto('/my-registrations');
    const mine = page
      .getByRole('region', { name: 'My Registration' })
      .getByRole('article', { name: holder.fullName });
    await expect(mine.getByText(`Registered for you by ${registrant.fullName}.`)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await mine.getByRole('button', { name: 'Cancel Registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this registration?' });
    await expect(dialog).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel Registration' }).click();

    await expect(page.getByText(/^The registration has been cancelled./)).toBeVisible();
    await expect(
      page.getByText(`You have not yet registered for ${convention.name}.`),
    ).toBeVisible();
    await expect(mine).toHaveCount(0);
  });
}
