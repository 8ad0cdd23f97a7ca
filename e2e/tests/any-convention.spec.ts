import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { api } from '../support/api-call';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { loginToken } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// The organisers look back at a past convention on Registrations and the Table Planner: chosen with
// the keyboard, kept in the address, shown as it was and changed by nothing. A visitor abroad reads
// the home page's countdown in their own time too.

const PAST_CONVENTION_READ_ONLY =
  'This convention is past: its registrations, tables and check-in can no longer be changed.';

interface CreatedConvention {
  id: number;
  name: string;
}

let past: CreatedConvention;

const createPastConvention = async (request: APIRequestContext) => {
  const token = await loginToken(request, admin);
  const name = `Winter Past ${Date.now().toString(36).toUpperCase()}`;
  // 29 November 2019 was a Friday: a winter convention of three days, long over.
  const { status, body } = await api<CreatedConvention>(request, 'POST', '/api/Convention', token, {
    name,
    startDate: '2019-11-29T00:00:00.000Z',
    endDate: '2019-12-01T00:00:00.000Z',
    season: 'WINTER',
    isRegistrationOpen: false,
  });
  if (body.result !== 0) throw new Error(`HTTP ${status}: ${body.errorMessage}`);
  return body.data;
};

test.beforeAll(async ({ request }) => {
  past = await createPastConvention(request);
});

const signedIn = async (
  browser: Browser,
  who: Credentials,
  width: number,
  timezoneId = 'Europe/Brussels',
): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId });
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

/** Opens the Convention list with the keyboard and picks the convention by its name. */
const chooseByKeyboard = async (page: Page, name: string) => {
  const select = page.getByRole('combobox', { name: 'Convention' });
  await page.locator('body').focus();
  await tabTo(page, select, { max: 80 });
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await option.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(select).toHaveText(name);
};

for (const width of [390, 1280]) {
  test(`at ${width} px an organiser picks a past convention by keyboard and finds it read-only`, async ({
    browser,
  }) => {
    test.slow();
    const page = await signedIn(browser, admin, width);
    await page.goto('/admin/registrations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(PAST_CONVENTION_READ_ONLY)).toHaveCount(0);

    await chooseByKeyboard(page, past.name);
    await expect(page).toHaveURL(new RegExp(`[?&]conventionId=${past.id}(&|$)`));
    await expect(page.getByText(PAST_CONVENTION_READ_ONLY)).toBeVisible();
    // What acts on the active convention is not offered for a past one.
    await expect(page.getByRole('button', { name: /^Send All Pending Invoices/ })).toHaveCount(0);
    await fitsAndPassesAxe(page, `registrations-past-${width}`);

    // The choice travels in the address: the planner opens on the same convention, with nothing
    // to run, undo or publish.
    await page.goto(`/admin/table-planner?conventionId=${past.id}`);
    await expect(page.getByRole('combobox', { name: 'Convention' })).toHaveText(past.name);
    await expect(page.getByText(PAST_CONVENTION_READ_ONLY)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run Planner' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await fitsAndPassesAxe(page, `table-planner-past-${width}`);
    await page.context().close();
  });
}

test("the server refuses to change a past convention's table plan", async ({ request }) => {
  const token = await loginToken(request, admin);
  const answer = await api(request, 'POST', `/api/Planner/${past.id}/run`, token, {
    version: 0,
    minTableSize: 3,
    seed: 0,
  });
  expect(answer.status).toBe(409);
  expect(answer.body.errorMessage).toBe(PAST_CONVENTION_READ_ONLY);
});

test("a visitor abroad reads the countdown's start in their own time too", async ({ browser }) => {
  const abroad = await browser.newContext({
    viewport: { width: 390, height: 900 },
    timezoneId: 'America/New_York',
  });
  const page = await abroad.newPage();
  await page.goto('/');
  await expect(page.getByText(/Brussels time, (\d\d\/\d\d, )?\d\d:\d\d your time/)).toBeVisible();
  await abroad.close();

  const home = await browser.newContext({
    viewport: { width: 390, height: 900 },
    timezoneId: 'Europe/Brussels',
  });
  const local = await home.newPage();
  await local.goto('/');
  await expect(local.getByText(/Brussels time/).first()).toBeVisible();
  await expect(local.getByText(/your time/)).toHaveCount(0);
  await home.close();
});
