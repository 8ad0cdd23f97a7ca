import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activateOwnWinterConvention,
  allowMultipleRegistrations,
  api,
  CLUB_IBAN,
  ensureClubIban,
  registerWithParking,
} from '../support/invoice-fixtures';
import { waitForMail } from '../support/mailbox';
import { createApprovedMember, loginToken, type NewMember } from '../support/member-accounts';
import { AdminRegistrationsPage } from '../support/pages/admin-registrations-page';
import { ConversationPage, InboxListPage } from '../support/pages/inbox-pages';
import { InvoicePreviewDialog } from '../support/pages/invoice-preview-dialog';
import { signInViaApi } from '../support/session';

// The admin previews, edits and sends the invoice of a member who registered two
// attendees with parking; the member finds it, with the right total, and gets a mail about it.
test.describe.configure({ mode: 'serial' });

const IBAN = CLUB_IBAN;
// Winter: 2 × (€30 convention fee + €15 parking).
const TOTAL = '€90.00';
const guest = {
  firstName: 'Vera',
  lastName: 'Guest',
  email: 'vera.guest@example.com',
  plate: '2-VER-002',
};

let ivo: NewMember;
let ivoId = '';
let conventionName = '';
let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;

const signedIn = async (browser: Browser, who: Credentials, width = 1280): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page, { email: who.email, password: who.password });
  return page;
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const own = await activateOwnWinterConvention(request);
  restore = own.restore;
  conventionName = own.convention.name;
  await ensureClubIban(request);
  ivo = await createApprovedMember(request, 'Ivo');
  ivoId = await allowMultipleRegistrations(request, ivo.email);
  await registerWithParking(request, ivo, own.convention, {
    firstName: ivo.firstName,
    lastName: ivo.lastName,
    email: ivo.email,
    plate: '1-IVO-001',
  });
  await registerWithParking(request, ivo, own.convention, guest);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

test('the admin previews, edits and sends the invoice, once', async ({ browser, request }) => {
  test.slow();
  const page = await signedIn(browser, admin);
  const registrations = new AdminRegistrationsPage(page);
  await registrations.goto();
  await expect(registrations.heading(2)).toBeVisible();

  // The guest's registration is covered by Ivo's invoice.
  const veraRow = await registrations.expand('Vera Guest');
  await expect(veraRow.getByRole('button', { name: 'Invoice Preview' })).toBeDisabled();
  await expect(veraRow.getByRole('button', { name: 'Send Invoice' })).toBeDisabled();

  await (
    await registrations.expand(ivo.fullName)
  )
    .getByRole('button', { name: 'Invoice Preview' })
    .click();
  const preview = new InvoicePreviewDialog(page);
  await expect(preview.root).toContainText(`Winter convention fee: ${ivo.fullName}`);
  await expect(preview.root).toContainText('Parking: Vera Guest (2-VER-002)');
  await expect(preview.root).toContainText(`Total to pay: ${TOTAL}`);
  await expect(preview.subject).toHaveValue(`Registration Invoice — ${conventionName}`);

  // The bank account comes from the Invoice Settings; the organisers may still edit the text.
  await preview.editHtml.click();
  const html = await preview.html.inputValue();
  expect(html).toContain(`Bank account: ${IBAN}`);
  await preview.html.fill(html.replace('Kind regards', 'See you in Mechelen'));
  await preview.subject.fill(`${await preview.subject.inputValue()} (2 attendees)`);
  await preview.preview.click();
  await expect(preview.root).toContainText(`Bank account: ${IBAN}`);

  await preview.send.click();
  const confirm = page.getByRole('dialog', { name: 'Send Invoice' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(page.getByText('Invoice sent successfully.')).toBeVisible();
  await expect(preview.root).toHaveCount(0);

  const sent = page.getByRole('region', { name: /^Invoice Sent/ });
  await expect(sent.getByText(ivo.fullName, { exact: true })).toBeVisible();
  await expect(sent.getByText('Vera Guest')).toBeVisible();
  await (
    await registrations.expand(ivo.fullName)
  )
    .getByRole('button', { name: 'View Invoice' })
    .click();
  await expect(page.getByRole('dialog', { name: /^Sent Invoice/ })).toContainText(IBAN);

  const mail = await waitForMail(ivo.email, { subject: /^Your invoice for Winter Invoices/ });
  expect(mail.text).toContain(TOTAL);

  const again = await api(
    request,
    'POST',
    `/api/Inbox/admin/invoice/send/${ivoId}`,
    await loginToken(request, admin),
  );
  expect(again.status).toBe(409);
  expect(again.body.errorMessage).toBe(
    'An invoice has already been sent to this member for this convention.',
  );
  await page.context().close();
});

test('the member sees the New Invoice card and the correct total', async ({ browser }) => {
  const page = await signedIn(browser, ivo, 390);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'New Invoice' });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();

  const inbox = new InboxListPage(page);
  await inbox.conversation(`Registration Invoice — ${conventionName} (2 attendees)`).click();
  const conversation = new ConversationPage(page);
  await expect(conversation.message).toContainText(`Winter convention fee: ${ivo.fullName}`);
  await expect(conversation.message).toContainText('Winter convention fee: Vera Guest');
  await expect(conversation.message).toContainText(`Parking: ${ivo.fullName} (1-IVO-001)`);
  await expect(conversation.message).toContainText(`Total to pay: ${TOTAL}`);
  await expect(conversation.message).toContainText(IBAN);

  // Read now: the card goes away.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'My Inbox' })).toContainText('No unread messages');
  await expect(page.getByRole('region', { name: 'New Invoice' })).toHaveCount(0);
  await page.context().close();
});

for (const width of [390, 1280]) {
  test(`the invoice and template pages at ${width} px fit the screen and pass axe`, async ({
    browser,
  }, testInfo) => {
    test.slow();
    const page = await signedIn(browser, admin, width);
    const check = async (name: string) => {
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, name).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      expect(await seriousAxeViolations(page), name).toEqual([]);
    };

    await page.goto('/admin/invoice-settings');
    await expect(page.getByRole('spinbutton', { name: 'Winter Convention Fee' })).toHaveValue(
      '30.00',
    );
    await check('invoice-settings');

    await page.goto('/admin/templates');
    await page.getByRole('link', { name: 'Edit Invoice', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Template Name' })).toHaveValue('Invoice');
    await expect(page.getByLabel('Body (HTML)')).toHaveValue(/\{\{InvoiceLines\}\}/);
    await check('invoice-template');

    await page.goto('/admin/templates');
    await expect(page.getByRole('table', { name: 'Email templates' })).toBeVisible();
    await check('templates');
    await page.context().close();
  });
}
