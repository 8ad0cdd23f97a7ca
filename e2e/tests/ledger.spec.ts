import type { APIRequestContext, Browser, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { admin, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activateOwnWinterConvention,
  api,
  ensureClubIban,
  registerWithParking,
} from '../support/invoice-fixtures';
import { createApprovedMember, loginToken } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// What is left to pay is one figure: the organiser records a part, the member edits the
// registration (the invoice is issued again), and the QR code on My Registrations asks for what is
// left, not the new total.
test.describe.configure({ mode: 'serial' });

let restore: Awaited<ReturnType<typeof activateOwnWinterConvention>>['restore'];
let convention: Awaited<ReturnType<typeof activateOwnWinterConvention>>['convention'];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter Ledger'));
  await ensureClubIban(request);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

const signedIn = async (browser: Browser, who: Credentials, width: number): Promise<Page> => {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
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

const sendInvoice = async (request: APIRequestContext, email: string) => {
  const token = await loginToken(request, admin);
  const users = await api<{ id: string; email: string }[]>(request, 'GET', '/api/User', token);
  const id = users.body.data.find((user) => user.email === email)?.id;
  expect(id, email).toBeTruthy();
  const sent = await api(request, 'POST', `/api/Inbox/admin/invoice/send/${id}`, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
};

/** The amount an EPC QR code asks for, read from the image the page shows. */
const qrAmount = async (image: ReturnType<Page['getByRole']>): Promise<string | undefined> => {
  const src = (await image.getAttribute('src')) ?? '';
  const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'the QR code can be read').toBeTruthy();
  return code?.data.split('\n')[7];
};

for (const width of [390, 1280]) {
  test(`at ${width} px: a part paid, the registration edited, the QR code asks for what is left`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const member = await createApprovedMember(request, 'Lena');
    // Winter: €30 convention fee + €15 parking.
    await registerWithParking(request, member, convention, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      plate: '1-LED-001',
    });
    await sendInvoice(request, member.email);

    const organiser = await signedIn(browser, admin, width);
    await organiser.goto('/admin/payments');
    // A table row on a laptop, a card on a phone.
    const row = organiser
      .getByRole(width < 992 ? 'listitem' : 'row')
      .filter({ hasText: member.email });
    await row.getByRole('button', { name: /^Record payment for invoice/ }).click();
    const dialog = organiser.getByRole('dialog', {
      name: new RegExp(`^Record Payment: ${member.fullName}, invoice`),
    });
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await expect(amount).toHaveValue('45.00');
    await amount.fill('20');
    expect(await seriousAxeViolations(organiser), 'record-payment').toEqual([]);
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(organiser.getByText('Payment recorded.')).toBeVisible();
    await expect(row).toContainText('Partially paid');
    await expect(row).toContainText('€25.00');
    await organiser.context().close();

    const page = await signedIn(browser, member, width);
    await page.goto('/my-registrations');
    await page.getByRole('link', { name: `Edit the registration of ${member.fullName}` }).click();
    await page.getByRole('checkbox', { name: 'I need a parking spot at the venue' }).uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your registration has been updated.')).toBeVisible();

    await page.goto('/my-registrations');
    const invoice = page.getByRole('region', { name: 'My Invoice' });
    await expect(invoice).toContainText('Partially paid');
    await expect(invoice).toContainText('€10.00');
    const qr = invoice.getByRole('img', { name: /^QR code to pay invoice/ });
    await expect(qr).toBeVisible();
    expect(await qrAmount(qr)).toBe('EUR10.00');
    await fitsAndPassesAxe(page, `my-registrations-${width}`);
    await page.context().close();
  });
}
