import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  activateOwnWinterConvention,
  api,
  ensureClubIban,
  registerWithParking,
} from '../support/invoice-fixtures';
import { createApprovedMember, loginToken, type NewMember } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// The organiser imports the bank's camt.053 statement, by keyboard alone; the line carrying the
// member's structured communication pays the invoice, and the member sees it Paid.
test.describe.configure({ mode: 'serial' });

interface Entry {
  reference: string;
  amount: string;
  name: string;
  /** Free text; the structured communication goes in Strd/CdtrRefInf when given. */
  text?: string;
  structured?: string;
}

/**
 * A camt.053.001.08 statement as ISO 20022 lays it out (Document > BkToCstmrStmt > Stmt > Ntry >
 * NtryDtls > TxDtls), written here from the standard, not by the importer's code.
 */
const camt053 = (entries: Entry[]): string => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E-${Date.now()}</MsgId><CreDtTm>2026-11-20T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>E2E-STMT</Id>
      <CreDtTm>2026-11-20T18:00:00</CreDtTm>
      <Acct><Id><IBAN>BE68539007547034</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${entries
        .map(
          (entry) => `<Ntry>
        <Amt Ccy="EUR">${entry.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <ValDt><Dt>2026-11-20</Dt></ValDt>
        <AcctSvcrRef>${entry.reference}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><Dbtr><Pty><Nm>${entry.name}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf>${entry.text ? `<Ustrd>${entry.text}</Ustrd>` : ''}${
            entry.structured
              ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${entry.structured}</Ref></CdtrRefInf></Strd>`
              : ''
          }</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
        )
        .join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;

interface PaymentRow {
  invoiceId: string;
  recipient: { email: string };
  amountCents: number;
  structuredReference: string | null;
}

let ivo: NewMember;
let invoice: PaymentRow;
let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;
const run = Date.now().toString(36).toUpperCase();

const signedIn = async (browser: Browser, who: Credentials, width: number): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
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

/** Tabs from the top of the page to the button, as a keyboard user does. */
const tabTo = async (page: Page, name: string) => {
  await page.locator('body').focus();
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
};

/** Opens the file chooser with Enter on Import Bank Statement and gives it the file. */
const importByKeyboard = async (page: Page, path: string) => {
  // Listening before the walk: the browser hands the dialog to the test only once it has been told
  // to, and an Enter that outruns that message opens a dialog nobody sees.
  const chooser = page.waitForEvent('filechooser', { timeout: 30_000 });
  await tabTo(page, 'Import Bank Statement');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(path);
};

const count = (page: Page, label: string) =>
  page
    .getByLabel('Import result')
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const own = await activateOwnWinterConvention(request, 'Winter Statement');
  restore = own.restore;
  await ensureClubIban(request);
  ivo = await createApprovedMember(request, 'Ivo');
  await registerWithParking(request, ivo, own.convention, {
    firstName: ivo.firstName,
    lastName: ivo.lastName,
    email: ivo.email,
    plate: '1-IVO-001',
  });
  const token = await loginToken(request, admin);
  const users = await api<{ id: string; email: string }[]>(request, 'GET', '/api/User', token);
  const id = users.body.data.find((user) => user.email === ivo.email)?.id;
  const sent = await api(request, 'POST', `/api/Inbox/admin/invoice/send/${id}`, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const rows = await api<PaymentRow[]>(request, 'GET', '/api/Payments', token);
  const row = rows.body.data.find((r) => r.recipient.email === ivo.email);
  if (!row?.structuredReference) throw new Error('the invoice has no structured communication');
  invoice = row;
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

test('at 390 px: a statement from an unknown payer is imported by keyboard and its line listed', async ({
  browser,
}, testInfo) => {
  const path = testInfo.outputPath('unknown-payer.xml');
  await writeFile(
    path,
    camt053([{ reference: `E2E-${run}-1`, amount: '12.34', name: 'Sponsor BV', text: 'Gift' }]),
  );
  const page = await signedIn(browser, admin, 390);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await importByKeyboard(page, path);
  await expect(
    page.getByText('Bank statement imported: 0 recorded, 0 suggested, 1 unmatched.'),
  ).toBeVisible();
  await expect(count(page, 'Unmatched')).toHaveText('1');
  // This run's line, by its bank reference: a retried test finds the first attempt's line too.
  await expect(page.getByRole('listitem').filter({ hasText: `E2E-${run}-1` })).toContainText(
    '€12.34 · Sponsor BV',
  );
  await fitsAndPassesAxe(page, 'payments-import-390');
  await page.context().close();
});

test("at 1280 px: the statement paying the member's invoice records it, and twice records it once", async ({
  browser,
}, testInfo) => {
  // Two imports and an accessibility scan of the whole ledger: more than a default test's time on
  // a busy machine.
  test.slow();
  const path = testInfo.outputPath('statement.xml');
  await writeFile(
    path,
    camt053([
      {
        reference: `E2E-${run}-2`,
        amount: (invoice.amountCents / 100).toFixed(2),
        name: `${ivo.lastName} ${ivo.firstName}`,
        structured: invoice.structuredReference!.replace(/\D/g, ''),
      },
    ]),
  );
  const page = await signedIn(browser, admin, 1280);
  await page.goto('/admin/payments');
  const row = page.getByRole('row').filter({ hasText: ivo.email });
  await expect(row).toContainText('Unpaid');
  await importByKeyboard(page, path);
  await expect(
    page.getByText('Bank statement imported: 1 recorded, 0 suggested, 0 unmatched.'),
  ).toBeVisible();
  await expect(row).toContainText('Paid');
  await fitsAndPassesAxe(page, 'payments-import-1280');

  await importByKeyboard(page, path);
  await expect(count(page, 'Already imported')).toHaveText('1');
  await expect(count(page, 'Recorded by their structured communication')).toHaveText('0');
  await expect(row).toContainText('Paid');
  await page.context().close();
});

test('a long list of lines to assign is paged, and the next page is reached by keyboard', async ({
  browser,
}, testInfo) => {
  // Fifty lines, each with the list of every invoice, scanned twice at two widths.
  test.slow();
  const path = testInfo.outputPath('many-payers.xml');
  await writeFile(
    path,
    camt053(
      Array.from({ length: 55 }, (_, index) => ({
        reference: `E2E-${run}-P${index}`,
        amount: '3.21',
        name: `Payer ${index}`,
        text: 'Donation',
      })),
    ),
  );
  for (const width of [390, 1280]) {
    const page = await signedIn(browser, admin, width);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    if (width === 390) {
      await importByKeyboard(page, path);
      await expect(count(page, 'Unmatched')).toHaveText('55');
    }
    await expect(page.getByText(/^Showing 1-50 of \d+ lines$/)).toBeVisible();
    await fitsAndPassesAxe(page, `payments-import-paged-${width}`);
    // From the last line's invoice list, the pager is the next thing a keyboard reaches.
    await page
      .getByRole('combobox', { name: /^Invoice that .* pays$/ })
      .last()
      .focus();
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (label === 'Go to page 2') break;
    }
    await expect(page.getByRole('button', { name: 'Go to page 2' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Showing 51-\d+ of \d+ lines$/)).toBeVisible();
    await fitsAndPassesAxe(page, `payments-import-page-2-${width}`);
    await page.context().close();
  }
});

for (const width of [390, 1280]) {
  test(`the member sees the invoice Paid at ${width} px`, async ({ browser }) => {
    const page = await signedIn(browser, ivo, width);
    await page.goto('/my-registrations');
    const mine = page.getByRole('region', { name: 'My Invoice' });
    await expect(mine).toContainText('Paid');
    await fitsAndPassesAxe(page, `my-registrations-paid-${width}`);
    await page.context().close();
  });
}
