import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { admin } from '../support/accounts';
import { animationsSettled } from '../support/animations';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activateOwnWinterConvention,
  api,
  ensureClubIban,
  registerWithParking,
} from '../support/invoice-fixtures';
import { tabTo } from '../support/keyboard';
import { createApprovedMember, loginToken, type NewMember } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// The organisers' cockpit, by keyboard at a phone's width and a laptop's: every pending invoice
// sent in one action, one session checked in at the door, and the accountant's file exported and
// read back.
test.describe.configure({ mode: 'serial' });

type Setup = Awaited<ReturnType<typeof activateOwnWinterConvention>>;
let restore: Setup['restore'];
let convention: Setup['convention'];
let firstSession = '';
const registered: NewMember[] = [];
/** Who registered in the test at each width. */
const registeredAt: Record<number, NewMember[]> = {};

/** Two new members, each registered for the convention's first session: two pending invoices. */
const twoRegistrants = async (request: APIRequestContext, width: number) => {
  const made: NewMember[] = [];
  for (const name of ['Hanne', 'Jonas']) {
    const member = await createApprovedMember(request, name);
    await registerWithParking(request, member, convention, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      plate: `1-CKP-${width}`,
    });
    made.push(member);
  }
  registered.push(...made);
  registeredAt[width] = made;
  return made;
};

const fitsAndPassesAxe = async (page: Page, name: string) => {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), name).toEqual([]);
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter Cockpit'));
  await ensureClubIban(request);
  const token = await loginToken(request, admin);
  const conventions = await api<{ id: number; sessions: { id: number; name: string }[] }[]>(
    request,
    'GET',
    '/api/Convention',
    token,
  );
  const own = conventions.body.data.find((c) => c.id === convention.id);
  firstSession = own?.sessions.find((s) => s.id === convention.sessions[0]?.id)?.name ?? '';
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

for (const width of [390, 1280]) {
  test(`at ${width} px every pending invoice is sent in one action, by keyboard`, async ({
    page,
    request,
  }) => {
    test.slow();
    const members = await twoRegistrants(request, width);
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, admin);
    await page.goto('/admin/registrations');
    const send = page.getByRole('button', { name: 'Send All Pending Invoices (2)' });
    await expect(send).toBeEnabled();
    await fitsAndPassesAxe(page, `registrations-${width}`);

    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Send 2 invoices?' });
    for (const member of members) await expect(confirm).toContainText(member.email);
    await animationsSettled(page);
    expect(await seriousAxeViolations(page), `confirm-${width}`).toEqual([]);
    // The confirmation has the focus: Enter sends.
    await expect(confirm.getByRole('button', { name: 'Send 2 invoices' })).toBeFocused();
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Done' });
    await expect(done.getByRole('status')).toHaveText('Sent: 2. Failed: 0.');
    // The focus moves to Close once the result is drawn: Enter closes.
    await expect(done.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(done).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Send All Pending Invoices (0)' }),
    ).toBeDisabled();
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the door team checks an attendee in for one session and sees what to collect`, async ({
    page,
  }) => {
    test.slow();
    const attendee = registeredAt[width]![0]!;
    const name = `${attendee.firstName} ${attendee.lastName}`;
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, admin);
    await page.goto('/admin/registrations');
    const card = page.getByRole('group', { name: `Check-in: ${name}` });
    await expect(card).toContainText(/To collect: €45\.00 on invoice \d{4}-\d{4}\./);
    const box = card.getByRole('checkbox', { name: `Checked in for ${firstSession}: ${name}` });
    await expect(box).not.toBeChecked();
    // By keyboard, as on a phone with a keyboard attached: focus the box, press Space.
    await box.focus();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/checked-in') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      checkedIn: true,
      sessionId: convention.sessions[0]!.id,
    });
    await page.reload();
    await expect(
      page.getByRole('group', { name: `Check-in: ${name}` }).getByRole('checkbox', {
        name: `Checked in for ${firstSession}: ${name}`,
      }),
    ).toBeChecked();
    // Arriving for a session is arriving at the convention.
    await expect(page.getByRole('checkbox', { name: `Checked in: ${name}` })).toBeChecked();
    await fitsAndPassesAxe(page, `check-in-${width}`);
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the treasurer exports the invoices and the file reads back`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInViaApi(page, admin);
    await page.goto('/admin/payments');
    await expect(page.getByRole('combobox', { name: 'Convention' })).toContainText(
      `${convention.name} (active)`,
    );
    const list = page.getByRole(width === 390 ? 'list' : 'table', {
      name: 'Invoices and payments',
    });
    for (const member of registered) await expect(list).toContainText(member.email);
    await fitsAndPassesAxe(page, `payments-${width}`);

    const format = page.getByRole('combobox', { name: 'Export for the accountant' });
    await tabTo(page, format);
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', {
      name: 'Invoices, CSV semicolon separated (Excel in Belgium)',
    });
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(option).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(format).toContainText('Invoices, CSV semicolon separated');
    await tabTo(page, page.getByRole('button', { name: 'Export', exact: true }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoices-winter-cockpit-.*\.csv$/);
    const records = parse(await readFile(await download.path()), {
      bom: true,
      delimiter: ';',
      columns: true,
    }) as Record<string, string>[];
    expect(records.map((r) => r['Email']).sort()).toEqual(registered.map((m) => m.email).sort());
    for (const record of records) {
      // Decimal commas, and the communication as Belgian banks take it: no +++, nothing to defuse.
      expect(record['Charged']).toBe('45,00');
      expect(record['Left To Pay']).toBe('45,00');
      expect(record['Structured Communication']).toMatch(/^\d{3}\/\d{4}\/\d{5}$/);
    }
    await context.close();
  });
}
