import type { Browser, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activateOwnWinterConvention,
  api,
  ensureClubIban,
  registerWithParking,
} from '../support/invoice-fixtures';
import { tabTo } from '../support/keyboard';
import { createApprovedMember, loginToken } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// The venue is set by an organiser in the convention modal and shown to those registered; a
// member paying from a phone copies the reference; a visitor abroad sees their own time too.
test.describe.configure({ mode: 'serial' });

let restore: Awaited<ReturnType<typeof activateOwnWinterConvention>>['restore'];
let convention: Awaited<ReturnType<typeof activateOwnWinterConvention>>['convention'];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter Venue'));
  await ensureClubIban(request);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

const signedIn = async (
  browser: Browser,
  who: Credentials,
  width: number,
  timezoneId = 'Europe/Brussels',
): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    timezoneId,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await signInViaApi(page, { email: who.email, password: who.password });
  return page;
};

const fitsAndPassesAxe = async (page: Page, name: string) => {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, name).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), name).toEqual([]);
};

type SavedConvention = {
  id: number;
  venue: { name: string; address: string; latitude: number | null } | null;
  reminderDays: number[];
};

const savedConvention = async (request: Parameters<typeof loginToken>[0]) => {
  const token = await loginToken(request, admin);
  const list = await api<SavedConvention[]>(request, 'GET', '/api/Convention', token);
  return list.body.data.find((c) => c.id === convention.id)!;
};

for (const width of [390, 1280]) {
  test(`at ${width} px: an organiser sets the venue and the reminders with the keyboard`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const page = await signedIn(browser, admin, width);
    await page.goto('/admin/convention-management');
    const edit = page.getByRole('button', { name: `Edit ${convention.name}` });
    await tabTo(page, edit, { max: 200 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Convention' });
    await expect(dialog).toBeVisible();

    const type = async (label: string, text: string) => {
      await tabTo(page, dialog.getByRole('textbox', { name: label, exact: true }), { max: 80 });
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    };
    await type('Venue Name', `Sporthal ${width}`);
    await type('Street Address', 'Nekkerspoel-Borcht 19');
    await page.keyboard.press('Enter');
    await page.keyboard.type('2800 Mechelen');
    await type('Latitude', '95');
    await type('Longitude', '4.4776');
    await type('Reminder Days', '10, 3');
    await tabTo(page, dialog.getByRole('button', { name: 'Save Changes' }), { max: 40 });
    await page.keyboard.press('Enter');
    // Refused in the browser by the contract's rule: nothing is sent.
    await expect(
      dialog.getByText('Latitude must be a number between -90 and 90, or empty.'),
    ).toBeVisible();
    expect((await savedConvention(request)).venue?.name ?? null).not.toBe(`Sporthal ${width}`);
    expect(await seriousAxeViolations(page, '[role="dialog"]'), 'the modal').toEqual([]);

    await type('Latitude', '51.0259');
    await tabTo(page, dialog.getByRole('button', { name: 'Save Changes' }), { max: 40 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const saved = await savedConvention(request);
    expect(saved.venue).toMatchObject({
      name: `Sporthal ${width}`,
      address: 'Nekkerspoel-Borcht 19\n2800 Mechelen',
      latitude: 51.0259,
    });
    expect(saved.reminderDays).toEqual([10, 3]);
    await page.context().close();
  });

  test(`at ${width} px: a registered member sees the venue and copies the reference`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const member = await createApprovedMember(request, 'Vera');
    const visitor = await createApprovedMember(request, 'Wout');
    await registerWithParking(request, member, convention, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      plate: '1-VEN-001',
    });
    const token = await loginToken(request, admin);
    const users = await api<{ id: string; email: string }[]>(request, 'GET', '/api/User', token);
    const id = users.body.data.find((user) => user.email === member.email)?.id;
    const sent = await api(request, 'POST', `/api/Inbox/admin/invoice/send/${id}`, token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    // A member without a registration is not given the address.
    const other = await signedIn(browser, visitor, width);
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      other.getByRole('heading', { name: 'Venue and practical information' }),
    ).toHaveCount(0);
    await other.context().close();

    const page = await signedIn(browser, member, width);
    await page.goto('/my-registrations');
    const venue = page.getByRole('region', { name: 'Venue and practical information' });
    await expect(venue).toContainText(`Sporthal ${width}`);
    await expect(venue).toContainText('2800 Mechelen');
    await expect(venue.getByRole('link', { name: 'Open the map (OpenStreetMap)' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=51.0259&mlon=4.4776#map=17/51.0259/4.4776',
    );
    await expect(venue.getByRole('link', { name: 'Open in your maps app' })).toHaveAttribute(
      'href',
      'geo:51.0259,4.4776',
    );

    const invoice = page.getByRole('region', { name: 'My Invoice' });
    const reference = (
      await invoice.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/).textContent()
    )?.trim();
    expect(reference).toMatch(/^\+\+\+/);
    const copy = invoice.getByRole('button', { name: 'Copy Structured communication' });
    await tabTo(page, copy, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Structured communication copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await tabTo(page, invoice.getByRole('button', { name: 'Copy IBAN' }), {
      max: 20,
      backwards: true,
    });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BE68539007547034');
    await fitsAndPassesAxe(page, `My Registrations at ${width} px`);

    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Venue and practical information' }),
    ).toContainText(`Sporthal ${width}`);
    await page.context().close();
  });
}

test('a visitor abroad sees their own time beside the Brussels time of each session', async ({
  browser,
  request,
}) => {
  const member = await createApprovedMember(request, 'Yara');
  const abroad = await signedIn(browser, member, 390, 'America/New_York');
  await abroad.goto('/register-event');
  const sessions = abroad.getByRole('group', { name: /Sessions you will attend/ });
  // A winter Friday evening at 19:00 in Brussels is 13:00 in New York.
  await expect(sessions.getByText(/19:00\), 13:00 your time$/).first()).toBeVisible();
  await abroad.context().close();

  const home = await signedIn(browser, member, 390, 'Europe/Brussels');
  await home.goto('/register-event');
  await expect(home.getByRole('group', { name: /Sessions you will attend/ })).toBeVisible();
  await expect(home.getByText(/your time/)).toHaveCount(0);
  await home.context().close();
});
