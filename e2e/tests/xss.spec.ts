import type { BrowserContext, Locator, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/in-app-navigation';
import { InboxListPage } from '../support/pages/inbox-pages';
import { api } from '../support/invoice-fixtures';
import { credentialsOf } from '../support/member-accounts';
import { signInViaApi } from '../support/session';
import { XSS_PAYLOADS } from '../support/xss-payloads';
import { auditDocument, watchXss } from '../support/xss-probe';
import { storeXssPayloads, type StoredXss } from '../support/xss-stored-data';

// Every payload of the corpus goes into every field a user can write and the site shows again;
// then every page that shows those fields is opened, as the role that may see it. On each page no
// payload may run, nothing able to run script may be left in the DOM, and plain-text fields must
// read back literally. The suite-wide fixture fails any test on a Content-Security-Policy violation.

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let stored: StoredXss;
/** Pages checked, for the figures in the final test's annotation. */
const checked: string[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(300_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  stored = await storeXssPayloads(request);
  await request.dispose();
});

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await stored?.cleanUp(request);
  await request.dispose();
});

const texts = (field: string): string[] => {
  const outcome = stored.fields.find((f) => f.field === field);
  if (!outcome) throw new Error(`no field ${field}`);
  return outcome.stored.map((payload) => payload.text);
};

/**
 * Waits for `ready`, then asserts that nothing ran, that nothing in the DOM could run script and
 * that every text in `literal` is shown as it was typed.
 */
async function expectInert(
  page: Page,
  ran: string[],
  ready: Locator,
  literal: readonly string[] = [],
): Promise<void> {
  // Some lists hold every payload of the run: give them time.
  await expect(ready.first()).toBeVisible({ timeout: 30_000 });
  // Failed image loads fire their onerror a moment later: let them.
  await page.waitForLoadState('load');
  expect(
    await page.evaluate(auditDocument, undefined),
    `script-capable markup on ${page.url()}`,
  ).toEqual([]);
  const shown = await page.evaluate(() => document.body.textContent ?? '');
  expect(
    literal.filter((text) => !shown.includes(text)),
    `texts not shown literally on ${page.url()}`,
  ).toEqual([]);
  expect(ran, `payloads that ran, up to ${page.url()}`).toEqual([]);
  checked.push(new URL(page.url()).pathname);
}

async function signedIn(context: BrowserContext, page: Page, who: Credentials) {
  const { ran } = await watchXss(context);
  await signInViaApi(page, credentialsOf(who));
  return ran;
}

/**
 * The conversation's message, once it is the one asked for: after an in-app navigation the previous
 * conversation stays on screen until the next has loaded.
 */
const messageTitled = (page: Page, title: string | undefined) => {
  if (title === undefined) throw new Error('a conversation without a title to wait for');
  return page.getByRole('article').filter({ has: page.getByText(title, { exact: true }) });
};

/** The inbox summary shows once the list has loaded; the heading shows before. */
const inboxLoaded = (page: Page) => new InboxListPage(page).summary;

test('the server keeps or refuses each payload, and keeps no script-capable HTML', async ({
  page,
}) => {
  test.info().annotations.push(
    { type: 'xss corpus', description: `${XSS_PAYLOADS.length} payloads` },
    ...stored.fields.map((f) => ({
      type: 'xss field',
      description: `${f.field}: ${f.stored.length} stored, ${f.refused.length} refused`,
    })),
  );
  // A message body the sanitiser empties is refused as missing; any other refusal means the
  // server turned text away for looking like markup, which the spec does not ask for.
  const refused = stored.fields.flatMap((f) =>
    f.refused
      .filter(({ reason }) => !/^(A message|Message) body is required\.$/.test(reason))
      .map(({ payload, reason }) => `${f.field}: ${payload.id} ${reason}`),
  );
  expect(refused).toEqual([]);
  await page.goto('/');
  for (const [field, bodies] of Object.entries(stored.storedHtml)) {
    expect(bodies.length, field).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(await page.evaluate(auditDocument, body), `sanitised ${field}: ${body}`).toEqual([]);
    }
  }
});

test('a visitor sees the announcements inert, titles as typed', async ({ page, context }) => {
  const { ran } = await watchXss(context);
  await page.goto('/');
  // The prerendered hero is there before the announcements: wait for them (panel and notices
  // come in together).
  await expectInert(
    page,
    ran,
    page.getByRole('region', { name: 'Announcements' }),
    texts('announcement title and body'),
  );
});

test('the registering member sees names, registrations, featured games and invoice inert', async ({
  page,
  context,
}) => {
  const [registrar] = stored.members;
  if (!registrar) throw new Error('no registrar');
  const ran = await signedIn(context, page, registrar);
  const attendees = texts('registration attendee and free text');

  await page.goto('/dashboard');
  await expectInert(page, ran, page.getByRole('heading', { name: /Welcome back/ }), [
    registrar.firstName,
  ]);
  await page.goto('/profile');
  await expectInert(page, ran, page.getByText('Nationality'), [
    registrar.firstName,
    registrar.lastName,
    registrar.nationality,
  ]);
  await page.goto('/my-registrations');
  await expectInert(page, ran, page.getByText('Registrations on Behalf of Others'), [
    stored.convention.name,
    ...attendees,
  ]);
  await page.goto('/register-event');
  await page.getByRole('button', { name: 'Register Someone Else' }).click();
  await expectInert(
    page,
    ran,
    page.getByRole('button', { name: 'Register', exact: true }),
    texts('featured game name'),
  );
  await page.goto('/contact-us');
  await page.getByRole('combobox', { name: 'Select Topic / Related Registration' }).click();
  await expectInert(page, ran, page.getByRole('option', { name: /^Registration for / }));
  await page.keyboard.press('Escape');
  await page.goto('/inbox');
  await page.getByRole('link', { name: /^Registration Invoice/ }).click();
  await expectInert(page, ran, page.getByRole('article'));
});

test('the member who wrote to the admins sees every conversation inert', async ({
  page,
  context,
}) => {
  const writer = stored.members[1];
  if (!writer) throw new Error('no writer');
  const ran = await signedIn(context, page, writer);
  await page.goto('/inbox');
  await expectInert(page, ran, inboxLoaded(page), texts('message to the admins (title)'));
  for (const { noteId, shows } of stored.conversations) {
    await navigateInApp(page, `/inbox/conversation/${noteId}`);
    await expectInert(page, ran, messageTitled(page, shows[0]), shows);
  }
});

test('the member the admins wrote to sees the messages inert', async ({ page, context }) => {
  const reader = stored.members[2];
  if (!reader) throw new Error('no reader');
  const ran = await signedIn(context, page, reader);
  await page.goto('/inbox');
  await expectInert(
    page,
    ran,
    inboxLoaded(page),
    stored.adminMessages.slice(-20).map((message) => message.title),
  );
  for (const { noteId, title } of stored.adminMessages) {
    await navigateInApp(page, `/inbox/conversation/${noteId}`);
    await expectInert(page, ran, messageTitled(page, title), [title]);
  }
});

test('the admin sees users, conventions, games, announcements and templates inert', async ({
  page,
  context,
}) => {
  const ran = await signedIn(context, page, admin);
  const people = stored.members.flatMap((m) => [m.firstName, m.lastName, m.nationality]);

  await page.goto('/admin/user-management');
  await expectInert(page, ran, page.getByText(/^Confirmed Users/), people);
  await page.goto('/admin/convention-management');
  await expectInert(page, ran, page.getByRole('table'), texts('convention name'));
  await page.goto('/admin/featured-games');
  await expectInert(page, ran, page.getByRole('table'), [
    ...texts('featured game name'),
    ...texts('featured game description'),
  ]);
  await page.goto('/admin/notifications');
  await expectInert(
    page,
    ran,
    page.getByRole('button', { name: 'Create Notification' }),
    texts('announcement title and body'),
  );
  await page.goto('/admin/templates');
  await expectInert(page, ran, page.getByRole('table'), texts('template name, subject and body'));
  for (const id of stored.templateIds) {
    await page.goto(`/admin/templates/${id}`);
    await expectInert(page, ran, page.getByRole('button', { name: 'Save Template' }));
  }
});

test('the admin sees the inbox, conversations, registrations and invoices inert', async ({
  page,
  context,
}) => {
  const ran = await signedIn(context, page, admin);
  // The page shows the server's first page; which payloads are on it depends on what other specs
  // wrote around this one, so the expected titles are read from the same call the page makes.
  const token = await page.evaluate(() => localStorage.getItem('authToken') ?? '');
  const firstPage = await api<{ items: Array<{ message: { title: string } }> }>(
    page.request,
    'GET',
    '/api/Inbox/admin?pageNumber=1&pageSize=20',
    token,
  );
  const listed = new Set(firstPage.body.data?.items.map((item) => item.message.title));
  const payloadTitles = texts('admin message (title, HTML body)').filter((t) => listed.has(t));
  expect(payloadTitles.length, 'payload titles on the first page').toBeGreaterThan(0);
  await page.goto('/admin/inbox');
  await expectInert(page, ran, inboxLoaded(page), payloadTitles);
  for (const { noteId, shows } of stored.conversations) {
    await navigateInApp(page, `/inbox/conversation/${noteId}`);
    await expectInert(page, ran, messageTitled(page, shows[0]), shows);
  }

  await page.goto('/admin/registrations');
  const rows = page.locator('[aria-controls$="-details"]');
  await expect(rows.first()).toBeVisible();
  // Every row at once: clicked one by one, each waiting for the last to settle, they took a minute.
  const count = await rows.count();
  await rows.evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await expect(page.getByText('Additional info', { exact: true })).toHaveCount(count);
  await expectInert(page, ran, page.getByText('Additional info'), [
    ...texts('registration attendee and free text'),
    ...stored.members.flatMap((m) => [m.firstName, m.lastName, m.nationality]),
  ]);
  for (const button of ['Invoice Preview', 'View Invoice']) {
    await page.getByRole('button', { name: button }).first().click();
    await expectInert(page, ran, page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  test.info().annotations.push({
    type: 'xss pages',
    description: `${checked.length} page views checked (${new Set(checked).size} distinct paths)`,
  });
});
