import { seriousAxeViolations } from '../support/axe';
import { admin } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, api, registerWithParking } from '../support/invoice-fixtures';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { createApprovedMember, credentialsOf, loginToken } from '../support/member-accounts';
import { RegisterEventPage } from '../support/pages/register-event-page';
import { signInViaApi } from '../support/session';

// A full convention: the form says the price and where the member will wait before Register,
// on a phone and a laptop, by keyboard.
test.describe.configure({ mode: 'serial' });

let restore: Awaited<ReturnType<typeof activateOwnWinterConvention>>['restore'];
let fees: { winterConventionFee: number; winterParkingFee: number };

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const own = await activateOwnWinterConvention(request, 'Winter Full Form');
  restore = own.restore;
  const placed = await createApprovedMember(request, 'Paula');
  await registerWithParking(request, placed, own.convention, {
    firstName: placed.firstName,
    lastName: placed.lastName,
    email: placed.email,
    plate: '1-PAU-001',
  });
  const token = await loginToken(request, admin);
  await api(request, 'PUT', '/api/Convention', token, {
    conventionId: own.convention.id,
    name: own.convention.name,
    isActive: true,
    capacity: 1,
  });
  const waiting = await createApprovedMember(request, 'Walter');
  await registerWithParking(request, waiting, own.convention, {
    firstName: waiting.firstName,
    lastName: waiting.lastName,
    email: waiting.email,
    plate: '1-WAL-002',
  });
  fees = (await api<typeof fees>(request, 'GET', '/api/InvoiceMeta', token)).body.data;
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

const euro = (amount: number) => `€${amount.toFixed(2)}`;

for (const width of [390, 1280]) {
  test(`at ${width} px a full convention's form says the price and the waiting position before Register`, async ({
    page,
    request,
  }) => {
    const member = await createApprovedMember(request, 'Fien');
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, credentialsOf(member));
    const registration = new RegisterEventPage(page);
    await registration.goto();
    await expect(registration.form).toBeVisible();

    const price = registration.form.getByRole('region', { name: 'Price' });
    const total = price.getByRole('definition').last();
    await expect(price.getByRole('status')).toContainText(
      'You will join the waiting list at position 2',
    );
    await expect(total).toHaveText(euro(fees.winterConventionFee));

    const parking = registration.form.getByRole('checkbox', { name: /parking spot/ });
    await tabTo(page, parking);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(total).toHaveText(euro(fees.winterConventionFee + fees.winterParkingFee));
    await expect(price.getByText(`Parking: ${member.fullName}`)).toBeVisible();

    // Said before Register: the price and the position come first in the reading order.
    await tabTo(page, registration.submit);
    const box = await price.boundingBox();
    const button = await registration.submit.boundingBox();
    expect(box && button && box.y < button.y).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
