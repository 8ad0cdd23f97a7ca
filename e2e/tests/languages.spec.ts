import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { api } from '../support/api-call';
import { seriousAxeViolations } from '../support/axe';
import {
  catalogue,
  euros,
  fieldName,
  LOCALES,
  startingWith,
  type SiteLanguage,
} from '../support/catalogues';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, ensureClubIban } from '../support/invoice-fixtures';
import { mailsTo, waitForMail } from '../support/mailbox';
import { templateSubject } from '../support/mail-templates';
import {
  createApprovedMember,
  credentialsOf,
  loginToken,
  newPerson,
  type NewMember,
} from '../support/member-accounts';
import { pdfText } from '../support/pdf-text';
import { signInViaApi } from '../support/session';

// A Dutch- or French-speaking visitor's whole way through the site in their language: the first
// visit follows the browser's languages, the sign-up keeps it on the account, and the mails, the
// invoice and its PDF follow the account. One full flow per language and width.
test.describe.configure({ mode: 'serial' });

type Foreign = Exclude<SiteLanguage, 'en'>;
const FOREIGN: readonly Foreign[] = ['nl', 'fr'];
/** Winter: the convention fee alone, no parking. */
const WINTER_FEE = 30;

interface Envelope<T> {
  result: number;
  errorMessage: string | null;
  data: T;
}

const ok = async <T>(answer: Promise<{ status: number; body: Envelope<T> }>): Promise<T> => {
  const { status, body } = await answer;
  if (body.result !== 0) throw new Error(`HTTP ${status}: ${body.errorMessage}`);
  return body.data;
};

/**
 * Lingui's warning for a message it had to read at run time: a key missing from the language's
 * loaded messages, shown as its key until they arrive.
 */
const missingMessages = new WeakMap<Page, string[]>();

const inBrowser = async (browser: Browser, language: SiteLanguage, width: number) => {
  const context = await browser.newContext({
    locale: LOCALES[language].replace('en-GB', 'en-US'),
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Uncompiled message')) missing.push(message.text());
  });
  missingMessages.set(page, missing);
  return page;
};

/** Every message the page showed was in its language's loaded catalogues; then the browser goes. */
const closeEveryMessageFound = async (page: Page) => {
  expect(missingMessages.get(page)).toEqual([]);
  await page.context().close();
};

const userId = async (request: APIRequestContext, email: string): Promise<string> => {
  const token = await loginToken(request, admin);
  const users = await ok(api<{ id: string; email: string }[]>(request, 'GET', '/api/User', token));
  const id = users.find((user) => user.email === email)?.id;
  if (!id) throw new Error(`${email} is not in the user list`);
  return id;
};

const accountLanguage = async (request: APIRequestContext, member: NewMember) =>
  (
    await ok(
      api<{ language: string }>(request, 'GET', '/api/User/me', await loginToken(request, member)),
    )
  ).language;

/** The language switch of the navigation bar; on a phone it sits in the menu. */
const switchLanguage = async (page: Page, from: SiteLanguage, to: SiteLanguage, width: number) => {
  const t = catalogue('shell', from);
  // A prerendered page's switch waits, disabled, for React: selectOption waits with it.
  if (width < 900) {
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
  }
  await page
    .getByRole('combobox', { name: t('language.switch.label') })
    .filter({ visible: true })
    .selectOption(to);
};

let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;
let conventionName = '';

test.beforeAll(async ({ request }) => {
  const own = await activateOwnWinterConvention(request, 'Winter Languages');
  restore = own.restore;
  conventionName = own.convention.name;
  await ensureClubIban(request);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

for (const language of FOREIGN) {
  test(`a first visit from a ${LOCALES[language]} browser shows the home page in that language, at 390 and 1280 px`, async ({
    browser,
  }) => {
    const t = catalogue('shell', language);
    const page = await inBrowser(browser, language, 390);
    await page.goto('/');
    // Sent to the page drawn in that language before the scripts that draw pages are asked for.
    await expect(page).toHaveURL(new RegExp(`/${language}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // What a search engine shows under the page's title, in the page's language too.
    await expect(page.locator('meta[name=description]')).toHaveAttribute(
      'content',
      t('site.description'),
    );
    await expect(page.getByRole('link', { name: t('home.hero.join') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('home.conventions.title') })).toBeVisible();
    expect(await seriousAxeViolations(page), '390 px').toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    const nav = page.getByRole('navigation', { name: t('nav.main') });
    await expect(nav.getByRole('link', { name: t('nav.touristInfo') })).toBeVisible();
    expect(await seriousAxeViolations(page), '1280 px').toEqual([]);
    await closeEveryMessageFound(page);
  });
}

// Each language on a phone and on a desktop, each time a whole flow.
const FLOWS = [
  { language: 'nl', width: 390, firstName: 'Noor' },
  { language: 'nl', width: 1280, firstName: 'Wout' },
  { language: 'fr', width: 390, firstName: 'Camille' },
  { language: 'fr', width: 1280, firstName: 'Manon' },
] as const;

for (const { language, width, firstName } of FLOWS) {
  test(`in ${language} at ${width} px: sign up, validate, register, and the invoice by mail and as a PDF`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const shell = catalogue('shell', language);
    const ui = catalogue('ui', language);
    const member = catalogue('member', language);
    const server = catalogue('server', language);
    const person = newPerson(firstName);
    const page = await inBrowser(browser, language, width);

    // Sign-up through the form, in the browser's language.
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: shell('register.title') })).toBeVisible();
    const password = shell('account.password');
    await page.getByLabel(fieldName(ui('ui.person.firstName'))).fill(person.firstName);
    await page.getByLabel(fieldName(ui('ui.person.lastName'))).fill(person.lastName);
    await page.getByLabel(fieldName(shell('account.email'))).fill(person.email);
    await page.getByLabel(fieldName(password)).fill(person.password);
    await page
      .getByLabel(fieldName(ui('ui.password.confirm', { label: password })))
      .fill(person.password);
    await page.getByRole('button', { name: shell('register.submit'), exact: true }).click();
    await expect(page.getByRole('heading', { name: shell('register.done.title') })).toBeVisible();

    // The validation mail is the template's version in that language.
    const validation = await waitForMail(person.email, { seen: 0 });
    expect(validation.subject).toBe(await templateSubject(request, 'Email Validation', language));
    expect(validation.code).toBeTruthy();

    // Sign in through the form and validate the code on the Account Pending page.
    await page.goto('/login');
    await page.getByLabel(fieldName(shell('account.email'))).fill(person.email);
    await page.getByLabel(fieldName(password)).fill(person.password);
    await page.getByRole('button', { name: shell('login.submit'), exact: true }).click();
    await page.getByLabel(fieldName(shell('validation.label'))).fill(validation.code ?? '');
    await page.getByRole('button', { name: shell('validation.submit'), exact: true }).click();
    await expect(page.getByText(shell('validation.doneAtLogin'))).toBeVisible();

    // The admin approves; the account kept the browser's language from the sign-up.
    const id = await userId(request, person.email);
    await ok(api(request, 'POST', `/api/User/${id}/approve`, await loginToken(request, admin)));
    expect(await accountLanguage(request, person)).toBe(language);

    await page.getByLabel(fieldName(shell('account.email'))).fill(person.email);
    await page.getByLabel(fieldName(password)).fill(person.password);
    await page.getByRole('button', { name: shell('login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // Registration for the active convention, with the member area's labels.
    await page.goto('/register-event');
    const form = page.getByRole('form', { name: member('form.ariaLabel') });
    await expect(form).toBeVisible();
    expect(await seriousAxeViolations(page), 'registration form').toEqual([]);
    await form
      .getByRole('group', { name: member('form.sessions.legend') })
      .getByRole('checkbox')
      .first()
      .check();
    await form.getByRole('radio', { name: startingWith(member('experience.new')) }).check();
    await form.getByRole('checkbox', { name: startingWith(member('form.terms.accept')) }).check();
    await form.getByRole('button', { name: member('form.submit'), exact: true }).click();
    await expect(
      page.getByRole('heading', { name: member('state.registered.title') }),
    ).toBeVisible();

    // The admin sends the invoice; its mail is in the member's language.
    const seen = (await mailsTo(person.email)).length;
    const sent = await api(
      request,
      'POST',
      `/api/Inbox/admin/invoice/send/${id}`,
      await loginToken(request, admin),
    );
    expect(sent.status, sent.body.errorMessage ?? '').toBe(200);
    const total = euros(WINTER_FEE, language);
    const invoiceSubject = await templateSubject(request, 'Invoice Notification', language, {
      ConventionName: conventionName,
    });
    const invoiceMail = await waitForMail(person.email, {
      seen,
      subject: new RegExp(`^${invoiceSubject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    });
    expect(invoiceMail.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(total);
    expect(invoiceMail.text).not.toContain('Dear ');

    // The PDF from My Registrations: its fixed texts in that language, the amount as written there.
    await page.goto('/my-registrations');
    const invoice = page.getByRole('region', { name: member('registrations.invoiceTitle') });
    await expect(invoice).toContainText(total);
    expect(await seriousAxeViolations(page), 'My Registrations').toEqual([]);
    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: member('invoice.downloadPdf') }).click();
    const text = await pdfText(await (await download).path());
    expect(text).toContain(server('invoice.pdf.billedTo'));
    expect(text).toContain(server('invoice.lines.description'));
    expect(text).toContain(server('invoice.pdf.convention', { name: conventionName }));
    expect(text).toMatch(new RegExp(server('invoice.pdf.title', { number: '\\d{4}-\\d{4}' })));
    expect(text).toContain(total);
    expect(text).not.toContain('Billed to');
    await closeEveryMessageFound(page);
  });
}

test('the switch keeps the page, at 1280 px and in the phone menu at 390 px', async ({
  browser,
}) => {
  const page = await inBrowser(browser, 'en', 1280);
  await page.goto('/tourist-info');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await switchLanguage(page, 'en', 'nl', 1280);
  await expect(page).toHaveURL(/\/nl\/tourist-info$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(
    page.getByRole('heading', { level: 1, name: catalogue('shell', 'nl')('tourist.title') }),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 900 });
  await switchLanguage(page, 'nl', 'fr', 390);
  await expect(page).toHaveURL(/\/fr\/tourist-info$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('heading', { level: 1, name: catalogue('shell', 'fr')('tourist.title') }),
  ).toBeVisible();

  // Remembered in the browser: the English address opens the French page next time.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { name: catalogue('shell', 'fr')('login.title') }),
  ).toBeVisible();
  await closeEveryMessageFound(page);
});

test("a member's choice in the switch is stored on the account, and their next mail follows it", async ({
  browser,
  request,
}) => {
  const member = await createApprovedMember(request, 'Lotte');
  expect(await accountLanguage(request, member)).toBe('en');
  const page = await inBrowser(browser, 'en', 1280);
  await signInViaApi(page, credentialsOf(member));
  await page.goto('/dashboard');
  await expect(
    page.getByRole('button', {
      name: catalogue('shell', 'en')('nav.greeting', { name: member.firstName }),
    }),
  ).toBeVisible();

  await switchLanguage(page, 'en', 'nl', 1280);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => accountLanguage(request, member), { timeout: 10_000 }).toBe('nl');

  // A mail sent later, by another device: the password reset code, in Dutch.
  const seen = (await mailsTo(member.email)).length;
  const reset = await request.post('/api/Auth/request-password-reset', {
    data: { email: member.email },
  });
  expect(reset.ok()).toBe(true);
  const mail = await waitForMail(member.email, { seen });
  expect(mail.subject).toBe(await templateSubject(request, 'Password Reset', 'nl'));
  await closeEveryMessageFound(page);
});
