import { seriousAxeViolations } from '../support/axe';
import { admin } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, api, registerWithParking } from '../support/invoice-fixtures';
import { tabTo } from '../support/keyboard';
import {
  createApprovedMember,
  credentialsOf,
  loginToken,
  type NewMember,
} from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// A member edits and cancels their registration by keyboard; the convention is full, so the
// cancellation promotes the first on the waiting list, who sees it in their inbox and on
// My Registrations.
test.describe.configure({ mode: 'serial' });

let restore: Awaited<ReturnType<typeof activateOwnWinterConvention>>['restore'];
let convention: Awaited<ReturnType<typeof activateOwnWinterConvention>>['convention'];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter Self Service'));
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

/** The capacity set to the attendees placed so far plus one: the next one fills it. */
const oneFreePlace = async (request: Parameters<typeof loginToken>[0]) => {
  const token = await loginToken(request, admin);
  const list = await api<{ id: number; name: string; registeredAttendees: number }[]>(
    request,
    'GET',
    '/api/Convention',
    token,
  );
  const mine = list.body.data.find((c) => c.id === convention.id);
  await api(request, 'PUT', '/api/Convention', token, {
    conventionId: convention.id,
    name: convention.name,
    isActive: true,
    capacity: (mine?.registeredAttendees ?? 0) + 1,
  });
};

const registerSelf = (request: Parameters<typeof loginToken>[0], member: NewMember) =>
  registerWithParking(request, member, convention, {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    plate: '1-ABC-123',
  });

for (const width of [390, 1280]) {
  test(`at ${width} px a member edits and cancels by keyboard; the first waiting is promoted`, async ({
    page,
    request,
  }) => {
    test.slow();
    await oneFreePlace(request);
    const first = await createApprovedMember(request, 'Freya');
    const second = await createApprovedMember(request, 'Sami');
    await registerSelf(request, first);
    await registerSelf(request, second);
    await page.setViewportSize({ width, height: 844 });

    // The second one waits.
    await signInViaApi(page, credentialsOf(second));
    await page.goto('/my-registrations');
    await expect(page.getByText('You are on the waiting list (position 1)')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The one card uses the section's width, on a laptop as on a phone.
    const section = await page.getByRole('region', { name: 'My Registration' }).boundingBox();
    const only = await page.getByRole('article', { name: second.fullName }).boundingBox();
    expect(Math.round(only!.width)).toBe(Math.round(section!.width));

    // Edit, by keyboard.
    await signInViaApi(page, credentialsOf(first));
    await page.goto('/my-registrations');
    const edit = page.getByRole('link', { name: `Edit the registration of ${first.fullName}` });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const info = page.getByRole('textbox', { name: 'Anything else we should know?' });
    await expect(info).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await tabTo(page, info);
    await page.keyboard.type('Arriving on Saturday');
    await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your registration has been updated.')).toBeVisible();
    const card = page.getByRole('article', { name: first.fullName });
    await expect(card.getByText('Arriving on Saturday')).toBeVisible();

    // Cancel, by keyboard, after the refund rule.
    await tabTo(page, card.getByRole('button', { name: 'Cancel Registration' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this registration?' });
    await expect(dialog.getByText(/at least one month before the start/)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel Registration' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^The registration has been cancelled\./)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Cancelled Registrations' }).getByText(/^Cancelled on /),
    ).toBeVisible();

    // The one who waited has the place, and is told so.
    await signInViaApi(page, credentialsOf(second));
    await page.goto('/inbox');
    await expect(page.getByText(`A place is yours at ${convention.name}`).first()).toBeVisible();
    await page.goto('/my-registrations');
    await expect(page.getByRole('article', { name: second.fullName })).toBeVisible();
    await expect(page.getByText(/You are on the waiting list/)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
