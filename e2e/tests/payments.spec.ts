import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, registerWithParking } from '../support/invoice-fixtures';
import { createApprovedMember, type NewMember } from '../support/member-accounts';
import { AdminRegistrationsPage } from '../support/pages/admin-registrations-page';
import { ConversationPage, InboxListPage } from '../support/pages/inbox-pages';
import { InvoicePreviewDialog } from '../support/pages/invoice-preview-dialog';
import { signInViaApi } from '../support/session';

// The organiser enters the club's IBAN, sends an invoice; the member sees what to pay, with the
// EPC QR code, on My Registrations and in the inbox, and downloads the PDF.
test.describe.configure({ mode: 'serial' });

// Winter: €30 convention fee + €15 parking.
const TOTAL = '€45.00';
const IBAN_GROUPED = 'BE68 5390 0754 7034';

let pia: NewMember;
let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;

const signedIn = async (browser: Browser, who: Credentials, width: number): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    acceptDownloads: true,
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

/** The image is drawn (the CSP let it load), not a broken icon. */
const drawn = async (image: ReturnType<Page['getByRole']>) => {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(100);
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const own = await activateOwnWinterConvention(request, 'Winter Payments');
  restore = own.restore;
  pia = await createApprovedMember(request, 'Pia');
  await registerWithParking(request, pia, own.convention, {
    firstName: pia.firstName,
    lastName: pia.lastName,
    email: pia.email,
    plate: '1-PIA-001',
  });
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

for (const width of [390, 1280]) {
  test(`the organiser sets the IBAN at ${width} px; a wrong one is refused`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, admin, width);
    await page.goto('/admin/invoice-settings');
    const iban = page.getByRole('textbox', { name: 'IBAN' });
    await expect(page.getByRole('spinbutton', { name: 'Winter Convention Fee' })).toHaveValue(
      '30.00',
    );
    await page.getByRole('textbox', { name: 'Beneficiary name' }).fill('18xx Belgium');
    await iban.fill('BE68 5390 0754 7035');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText(/The IBAN is not valid/)).toBeVisible();

    await iban.fill('be68539007547034');
    await expect(page.getByText(`Printed as ${IBAN_GROUPED}`)).toBeVisible();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings updated successfully.')).toBeVisible();
    await page.reload();
    await expect(iban).toHaveValue(IBAN_GROUPED);
    await fitsAndPassesAxe(page, `invoice-settings-${width}`);
    await page.context().close();
  });
}

test('the organiser sends the invoice, numbered, with the payment details', async ({ browser }) => {
  test.slow();
  const page = await signedIn(browser, admin, 1280);
  const registrations = new AdminRegistrationsPage(page);
  await registrations.goto();
  await (
    await registrations.expand(pia.fullName)
  )
    .getByRole('button', { name: 'Invoice Preview' })
    .click();
  const preview = new InvoicePreviewDialog(page);
  await expect(preview.root).toContainText(`Bank account: ${IBAN_GROUPED}`);
  await expect(preview.root).toContainText(`Total to pay: ${TOTAL}`);
  await preview.send.click();
  const confirm = page.getByRole('dialog', { name: 'Send Invoice' });
  await confirm.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(page.getByText('Invoice sent successfully.')).toBeVisible();

  await (
    await registrations.expand(pia.fullName)
  )
    .getByRole('button', { name: 'View Invoice' })
    .click();
  const sent = page.getByRole('dialog', { name: /^Sent Invoice/ });
  await expect(sent).toContainText(/Invoice \d{4}-\d{4}, sent on/);
  await expect(sent).toContainText(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
  const download = page.waitForEvent('download');
  await sent.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^invoice-\d{4}-\d{4}-winter-payments-.*-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  await page.context().close();
});

for (const width of [390, 1280]) {
  test(`the member sees what to pay with the QR code and downloads the PDF at ${width} px`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, pia, width);
    await page.goto('/my-registrations');
    const invoice = page.getByRole('region', { name: 'My Invoice' });
    await expect(invoice.getByRole('heading', { name: /^Invoice \d{4}-\d{4}$/ })).toBeVisible();
    await expect(invoice).toContainText(TOTAL);
    await expect(invoice).toContainText(IBAN_GROUPED);
    const reference = (await invoice.textContent())?.match(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/)?.[0];
    expect(reference).toBeTruthy();
    await drawn(invoice.getByRole('img', { name: /^QR code to pay invoice/ }));
    await fitsAndPassesAxe(page, `my-registrations-${width}`);

    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The invoice in the inbox shows the same QR code and reference.
    await page.goto('/inbox');
    await new InboxListPage(page).conversation(/^Registration Invoice/).click();
    const conversation = new ConversationPage(page);
    await expect(conversation.message).toContainText(reference ?? '?');
    await drawn(conversation.message.getByRole('img', { name: /^EPC QR code/ }));
    await fitsAndPassesAxe(page, `invoice-message-${width}`);
    await page.context().close();
  });
}

for (const width of [390, 1280]) {
  test(`the Payments page at ${width} px: totals, status, and a payment recorded by hand`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, admin, width);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    // A table row on a laptop, a card on a phone.
    const row = page.getByRole(width < 992 ? 'listitem' : 'row').filter({ hasText: pia.email });
    await expect(row).toContainText(TOTAL);
    await expect(page.getByLabel('Totals')).toContainText('Left to pay');
    await fitsAndPassesAxe(page, `payments-${width}`);
    if (width !== 1280) {
      await page.context().close();
      return;
    }
    await expect(row).toContainText('Unpaid');
    await row.getByRole('checkbox', { name: /^Choose invoice/ }).check();
    await page.getByRole('button', { name: /^Remind Chosen \(1\)$/ }).click();
    const remind = page.getByRole('dialog', { name: 'Remind Chosen' });
    await expect(remind).toContainText(pia.email);
    expect(await seriousAxeViolations(page), 'send-reminders').toEqual([]);
    await remind.getByRole('button', { name: 'Send 1 Reminder' }).click();
    await expect(page.getByText(/^\d+ reminders? sent\.$/)).toBeVisible();
    await expect(row).toContainText('Reminded');
    await row.getByRole('button', { name: /^Record payment for invoice/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Record Payment/ });
    await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('45.00');
    expect(await seriousAxeViolations(page), 'record-payment').toEqual([]);
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(page.getByText('Payment recorded.')).toBeVisible();
    await expect(row).toContainText('Paid');
    await page.context().close();
  });
}

test('the member sees the invoice paid', async ({ browser }) => {
  const page = await signedIn(browser, pia, 390);
  await page.goto('/my-registrations');
  const invoice = page.getByRole('region', { name: 'My Invoice' });
  await expect(invoice).toContainText('Paid');
  await expect(invoice).toContainText('Paid on');
  await page.goto('/inbox');
  await expect(new InboxListPage(page).conversation(/^Payment received/)).toBeVisible();
  await page.context().close();
});
