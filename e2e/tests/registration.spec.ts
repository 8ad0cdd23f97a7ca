import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { admin, member, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { AdminRegistrationsPage } from '../support/pages/admin-registrations-page';
import { RegisterEventPage } from '../support/pages/register-event-page';
import { signInViaApi } from '../support/session';

// The heart of the site: the seeded member registers for the seeded convention, then,
// once allowed to, registers a guest; the admin sees both, corrects one and exports the CSV.
test.describe.configure({ mode: 'serial' });

const guest = { firstName: 'Greta', lastName: 'Guest', email: 'greta.guest@example.com' };

type Envelope<T> = { result: number; errorMessage: string | null; data: T };

const apiToken = async (request: APIRequestContext, credentials: Credentials) => {
  const response = await request.post('/api/Auth/login', { data: credentials });
  return ((await response.json()) as Envelope<string>).data;
};

test.describe('the registration form', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px is complete and has no serious accessibility violations`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await signInViaApi(page, member);
      const registration = new RegisterEventPage(page);
      await registration.goto();
      await expect(registration.form).toBeVisible();

      // Locked, prefilled from the account.
      await expect(registration.form.getByLabel(/^Email/)).toHaveValue(member.email);
      await expect(registration.form.getByLabel(/^Email/)).toHaveAttribute('readonly', '');
      await expect(registration.form.getByRole('checkbox', { name: /^1830/ })).toBeVisible();
      await expect(
        registration.form.getByText('A parking fee of €15 per convention weekend is charged.'),
      ).toBeVisible();

      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await page.screenshot({ path: testInfo.outputPath(`form-${width}.png`), fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test('a member registers on a phone with two sessions, a featured game and parking', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, member);
  const registration = new RegisterEventPage(page);
  await registration.goto();

  await registration.fill({
    sessions: ['Friday Evening', 'Saturday Day'],
    specialSessions: ['1830'],
    experience: 'Intermediate',
    licensePlate: '1-ABC-123',
    bringGames: '1830 and 18EU',
  });
  await registration.submit.click();

  await expect(
    page.getByText('Registration successful! You will receive a confirmation email shortly.'),
  ).toBeVisible();
  await expect(registration.registeredHeading).toBeVisible();
  // Without the permission there is no one else to register.
  await expect(registration.registerSomeoneElse).toHaveCount(0);

  await page.getByRole('link', { name: 'View My Registrations' }).click();
  await expect(page).toHaveURL('/my-registrations');
  const mine = page.getByRole('region', { name: 'My Registration' });
  const card = mine.getByRole('article', { name: 'Demo Member' });
  await expect(card).toContainText('Friday Evening');
  await expect(card).toContainText('Saturday Day');
  await expect(card).toContainText('1830');
  await expect(card).toContainText('Yes (1-ABC-123)');

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'My Event Registrations' })).toContainText(
    'You have 1 registration for Spring Convention',
  );
});

test('a member allowed to register other players registers a guest', async ({ page }) => {
  // The admin grants the permission; the member's next login carries it.
  const adminToken = await apiToken(page.request, admin);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const users = (await (await page.request.get('/api/User', { headers })).json()) as Envelope<
    { id: string; email: string }[]
  >;
  const memberId = users.data.find((u) => u.email === member.email)?.id;
  const grant = await page.request.get(`/api/User/setcanregistermultipleusers/${memberId}/true`, {
    headers,
  });
  expect(grant.ok()).toBe(true);

  await signInViaApi(page, member);
  const registration = new RegisterEventPage(page);
  await registration.goto();
  await registration.registerSomeoneElse.click();
  await expect(registration.form.getByLabel(/^First Name/)).toHaveValue('');

  await registration.fill({
    attendee: guest,
    sessions: ['Saturday Day', 'Sunday Day'],
    experience: 'New',
  });
  await registration.submit.click();
  await expect(
    page.getByText('Registration successful! You will receive a confirmation email shortly.'),
  ).toBeVisible();
  await expect(registration.registeredHeading).toBeVisible();

  await page.goto('/my-registrations');
  await expect(
    page
      .getByRole('region', { name: 'Registrations on Behalf of Others' })
      .getByRole('article', { name: 'Greta Guest' }),
  ).toBeVisible();
});

test('the admin sees both registrations, updates one and exports the CSV', async ({ page }) => {
  await signInViaApi(page, admin);
  const registrations = new AdminRegistrationsPage(page);
  await registrations.goto();
  // These two, and the two attendees the demo seed registered.
  await expect(registrations.heading(4)).toBeVisible();
  await expect(registrations.awaitingInvoice.getByText('Demo Member')).toBeVisible();
  await expect(registrations.awaitingInvoice.getByText('Greta Guest')).toBeVisible();

  await registrations.openUpdate('Greta Guest');
  const dialog = registrations.updateDialog;
  await dialog.getByLabel(/^Nationality/).fill('Dutch');
  await dialog.getByRole('checkbox', { name: /^Sunday Day/ }).uncheck();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Registration updated successfully.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    registrations.exportButton.click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^registrations-.+-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  // No cell of these two rows holds a comma or a quote, so a plain split reads them.
  const [headers, ...rows] = text
    .slice(1)
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows).toHaveLength(4);
  const records = rows.map((cells) => Object.fromEntries(headers!.map((h, i) => [h, cells[i]])));
  expect(records.find((r) => r.Email === member.email)).toMatchObject({
    'First Name': 'Demo',
    Sessions: 'Friday Evening; Saturday Day',
    'Special Sessions': '1830',
    Parking: 'Yes',
    'License Plate': '1-ABC-123',
    Experience: 'Intermediate',
  });
  expect(records.find((r) => r.Email === guest.email)).toMatchObject({
    'First Name': 'Greta',
    Nationality: 'Dutch',
    Sessions: 'Saturday Day',
    Experience: 'New',
    'Registered By Email': member.email,
  });
});
