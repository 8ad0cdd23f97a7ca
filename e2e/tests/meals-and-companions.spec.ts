import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { seriousAxeViolationsByWidth, noFindings } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, api, ensureClubIban } from '../support/invoice-fixtures';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import {
  createApprovedMember,
  credentialsOf,
  loginToken,
  type NewMember,
} from '../support/member-accounts';
import { ConversationPage, InboxListPage } from '../support/pages/inbox-pages';
import { RegisterEventPage } from '../support/pages/register-event-page';
import { signInViaApi } from '../support/session';

// A member registers with a meal and an accompanying person, with the keyboard alone, at a
// phone's and a desktop's width; the form's price, the invoice and the list of who is coming agree.
test.describe.configure({ mode: 'serial' });

const BARBECUE = { id: randomUUID(), name: 'Saturday barbecue', priceCents: 1800 };
let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;

test.beforeAll(async ({ request }) => {
  const own = await activateOwnWinterConvention(request, 'Winter Meals');
  restore = own.restore;
  const token = await loginToken(request, admin);
  const saved = await api(request, 'PUT', '/api/Convention', token, {
    conventionId: own.convention.id,
    name: own.convention.name,
    isActive: true,
    meals: [BARBECUE],
    companionFeeCents: 500,
  });
  expect(saved.status).toBe(200);
  await ensureClubIban(request);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

const registerWithKeyboard = async (
  page: Page,
  member: NewMember,
  companion: { firstName: string; lastName: string },
) => {
  const registration = new RegisterEventPage(page);
  await registration.goto();
  const form = registration.form;
  await expect(form).toBeVisible();

  await tabTo(
    page,
    form
      .getByRole('group', { name: /^Sessions you will attend/ })
      .getByRole('checkbox')
      .first(),
  );
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('radio', { name: /^New / }));
  await page.keyboard.press('ArrowDown');

  const meals = form.getByRole('group', { name: 'Meals', exact: true });
  const ownMeal = meals.getByRole('checkbox', { name: 'Saturday barbecue (€18.00)' });
  await tabTo(page, ownMeal);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(ownMeal).toBeChecked();

  const add = form.getByRole('button', { name: 'Add an accompanying person' });
  await tabTo(page, add);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const person = form.getByRole('group', { name: 'Accompanying person 1', exact: true });
  await tabTo(page, person.getByLabel(/^First Name/));
  await page.keyboard.type(companion.firstName);
  await tabTo(page, person.getByLabel(/^Last Name/));
  await page.keyboard.type(companion.lastName);
  const theirMeal = person.getByRole('checkbox', { name: 'Saturday barbecue (€18.00)' });
  await tabTo(page, theirMeal);
  await page.keyboard.press('Space');
  await expect(theirMeal).toBeChecked();

  const listed = form.getByRole('checkbox', { name: 'Show me on the list of who is coming' });
  await tabTo(page, listed);
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('checkbox', { name: /I accept the/ }));
  await page.keyboard.press('Space');

  // The price before Register: the same lines the invoice will have.
  const price = form.getByRole('region', { name: 'Price' });
  const who = `${companion.firstName} ${companion.lastName}`;
  await expect(price).toContainText(`Meal, Saturday barbecue: ${member.firstName}`);
  await expect(price).toContainText(`Accompanying person: ${who} (with ${member.fullName})`);
  await expect(price).toContainText(`Meal, Saturday barbecue: ${who}`);
  // Winter fee €30, two barbecues €36, the companion fee €5.
  await expect(price).toContainText('€71.00');

  await tabTo(page, registration.submit);
  await page.keyboard.press('Enter');
  await expect(registration.registeredHeading).toBeVisible();
};

for (const width of [390, 1280]) {
  test(`at ${width} px a member registers with a meal and an accompanying person and finds them on the invoice`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const member = await createApprovedMember(request, width === 390 ? 'Mila' : 'Mats');
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInViaApi(page, credentialsOf(member));
    const companion = { firstName: 'Noor', lastName: `Guest${width}` };

    if (width === 390) {
      // The form with an accompanying person open, scanned at both widths before it is sent.
      const registration = new RegisterEventPage(page);
      await registration.goto();
      await registration.form.getByRole('button', { name: 'Add an accompanying person' }).click();
      const findings = await seriousAxeViolationsByWidth(page, [
        registration.form.getByRole('group', { name: 'Accompanying person 1', exact: true }),
      ]);
      expect(findings).toEqual(noFindings());
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
    }
    await registerWithKeyboard(page, member, companion);

    // The organiser sends the invoice; the member reads it in the inbox.
    const adminToken = await loginToken(request, admin);
    const users = await api<{ id: string; email: string }[]>(
      request,
      'GET',
      '/api/User',
      adminToken,
    );
    const id = users.body.data.find((user) => user.email === member.email)?.id;
    const sent = await api(request, 'POST', `/api/Inbox/admin/invoice/send/${id}`, adminToken);
    expect(sent.status).toBe(200);

    await page.goto('/inbox');
    const inbox = new InboxListPage(page);
    await inbox.conversation(/^Registration Invoice/).click();
    const conversation = new ConversationPage(page);
    const who = `${companion.firstName} ${companion.lastName}`;
    await expect(conversation.message).toContainText(`Accompanying person: ${who}`);
    await expect(conversation.message).toContainText(`Meal, Saturday barbecue: ${who}`);
    await expect(conversation.message).toContainText('Total to pay: €71.00');

    // Listed: the member is on the list of who is coming, by first name and initial.
    await page.goto('/my-registrations');
    const coming = page.getByRole('region', { name: 'Who Is Coming' });
    await expect(coming).toContainText(`${member.firstName} ${member.lastName.charAt(0)}.`);
    await expect(
      page.getByRole('region', { name: 'My Registration' }).getByRole('article'),
    ).toContainText(`${who} (Saturday barbecue)`);
    const pageFindings = await seriousAxeViolationsByWidth(page, [coming]);
    expect(pageFindings).toEqual(noFindings());
    await context.close();
  });
}
