import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { api } from '../support/api-call';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, registerWithParking } from '../support/invoice-fixtures';
import {
  createApprovedMember,
  credentialsOf,
  loginToken,
  type NewMember,
} from '../support/member-accounts';
import {
  inPseudoLanguage,
  overflowsHorizontally,
  textsNotFromCatalogues,
} from '../support/pseudo-language';
import { signInViaApi } from '../support/session';

// The pseudo-language writes every catalogue message accented, 40% longer and between ⟦ ⟧: any
// plain English left on a page, a menu or a dialog was never put in a catalogue, and a page wider
// than a phone's or a desktop's screen has a box too narrow for a longer translation.

const PUBLIC_PAGES = [
  '/',
  '/pentecost-convention',
  '/winter-convention',
  '/tourist-info',
  '/login',
  '/register',
  '/password-reset',
  '/terms',
  '/privacy',
  '/contact',
] as const;

/** Seen before the member registers: the registration form, with its meals. */
const BEFORE_REGISTERING = ['/dashboard', '/register-event'] as const;
/** Seen once registered. */
const REGISTERED = ['/my-registrations', '/profile', '/inbox', '/contact-us'] as const;

/**
 * The registration's price lines are the invoice's lines (shared-api's invoice-line-texts.ts):
 * written per language by functions, not catalogue messages, so the pseudo-language shows their
 * English; Dutch and French have their own (checked in languages.spec.ts's invoices).
 */
const INVOICE_LINES = ['Winter convention fee:', 'Parking:'];

const BARBECUE = { id: randomUUID(), name: 'Saturday barbecue', priceCents: 1800 };

/** The texts of the pages that are data, not the site's: what the organisers and members typed. */
let data: string[] = [];
let member: NewMember;
let convention: Parameters<typeof registerWithParking>[2];
let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;

/** An HTML body's texts, as the page shows them, one element's text apart from the next. */
const textsOfHtml = (html: string): string[] =>
  html
    .split(/<[^>]*>/)
    .map((text) => text.trim())
    .filter(Boolean);

/** Every string of an API answer, for the data a page shows as it is. */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const own = await activateOwnWinterConvention(request, 'Winter Pseudo');
  restore = own.restore;
  convention = own.convention;
  member = await createApprovedMember(request, 'Pia');
  const token = await loginToken(request, admin);
  // Meals and accompanying persons: the registration form's longest texts.
  await api(request, 'PUT', '/api/Convention', token, {
    conventionId: own.convention.id,
    name: own.convention.name,
    isActive: true,
    meals: [BARBECUE],
    companionFeeCents: 500,
  });
  const active = (await api(request, 'GET', '/api/Convention/active', token)).body.data;
  const games = (await api(request, 'GET', '/api/Games', token)).body.data;
  // The announcements other specs left on the home page and the dashboard: organisers' text.
  const announcements = [
    (await api(request, 'GET', '/api/Notification/public', token)).body.data,
    (await api(request, 'GET', '/api/Notification/private', token)).body.data,
  ];
  // Longest first: a name is taken out whole before a shorter one inside it.
  data = [
    member.firstName,
    member.lastName,
    member.email,
    '18xx Belgium',
    '1-PIA-001',
    ...INVOICE_LINES,
    ...stringsOf(active),
    ...stringsOf(games),
    ...stringsOf(announcements).flatMap(textsOfHtml),
  ]
    .filter((text) => text.length > 1)
    .sort((a, b) => b.length - a.length);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

/** Once the page's data is in: no spinner left, no request still running. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
};

/** What reaches past the screen's right edge: elements, and texts overflowing their box. */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const edge = window.innerWidth + 1;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > edge) {
        const box = node.parentElement;
        found.push(
          `text in <${box?.tagName.toLowerCase()} class="${box?.className}">: ${node.textContent?.slice(0, 50)}`,
        );
      }
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.getBoundingClientRect().right > edge && element.children.length === 0) {
        found.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
      }
    }
    return found.slice(0, 6);
  });

/** Every visible text came from a catalogue (or is data); `where` names the place in a failure. */
const expectAllFromCatalogues = async (page: Page, where: string) =>
  expect
    .soft(await textsNotFromCatalogues(page, data), `${where}: texts outside the catalogues`)
    .toEqual([]);

const check = async (page: Page, path: string) => {
  await page.goto(path);
  await settled(page);
  await expect(page.getByRole('main')).toContainText('⟦');
  await expectAllFromCatalogues(page, path);
  if (await overflowsHorizontally(page)) {
    const where = await pastTheEdge(page);
    expect
      .soft(where.length ? where : ['(the page)'], `${path}: wider than the screen`)
      .toEqual([]);
  }
};

test('the public pages at 390 px: every text from a catalogue, nothing wider than the screen', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await inPseudoLanguage(page);
  for (const path of PUBLIC_PAGES) {
    await test.step(path, () => check(page, path));
  }
  await test.step("sign-up's messages for a form sent empty", async () => {
    await page.goto('/register');
    await settled(page);
    await page.locator('main form button[type="submit"]').click();
    await expect(page.locator('main .Mui-error').first()).toBeVisible();
    await expectAllFromCatalogues(page, "sign-up's messages");
  });
  await test.step("the server's answer to a wrong password", async () => {
    await page.goto('/login');
    await settled(page);
    await page.locator('main input[name="email"]').fill(member.email);
    await page.locator('main input[name="password"]').fill('Not-the-password-1');
    await page.locator('main form button[type="submit"]').click();
    await expect(page.locator('main [role="alert"]').first()).toBeVisible();
    await expectAllFromCatalogues(page, 'the refusal');
  });
});

test("a member's pages at 390 px: every text from a catalogue, nothing wider than the screen", async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await inPseudoLanguage(page);
  await signInViaApi(page, credentialsOf(member));
  for (const path of BEFORE_REGISTERING) {
    await test.step(path, () => check(page, path));
  }
  await test.step("the registration form's messages, one with parts among them", async () => {
    // A year of birth the rule refuses ("Year must be between {min} and {max}."), no session,
    // no level, the terms not accepted: the form is sent and says what is wrong.
    await page.locator('main input[name="attendeeYearOfBirth"]').fill('1850');
    await page.locator('main form button[type="submit"]').click();
    await expect(page.locator('main .MuiFormHelperText-root.Mui-error').first()).toBeVisible();
    await expectAllFromCatalogues(page, "the form's messages");
  });
  await registerWithParking(request, member, convention, {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    plate: '1-PIA-001',
  });
  for (const path of REGISTERED) {
    await test.step(path, () => check(page, path));
  }
  await test.step('the registration opened for editing', async () => {
    await page.goto('/my-registrations');
    await settled(page);
    const edit = await page.locator('main a[href$="/edit"]').first().getAttribute('href');
    expect(edit).toMatch(/^\/my-registrations\/[^/]+\/edit$/);
    await check(page, edit!);
  });
  await test.step("the profile's message for a refused year", async () => {
    await page.goto('/profile');
    await settled(page);
    await page.locator('main input[name="yearOfBirth"]').fill('1850');
    await page.locator('main input[name="yearOfBirth"]').press('Enter');
    await expect(page.locator('main .MuiFormHelperText-root.Mui-error').first()).toBeVisible();
    await expectAllFromCatalogues(page, "the profile's message");
  });
  await test.step("the phone's navigation menu", async () => {
    await page.locator('header button[aria-controls="navigation-drawer"]').click();
    const drawer = page.locator('#navigation-drawer');
    await expect(drawer).toContainText('⟦');
    await page.waitForLoadState('networkidle');
    await expectAllFromCatalogues(page, 'the menu');
  });
});

test("at 1280 px, a registered member's pages and the cancellation dialog: every text from a catalogue", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 844 });
  await inPseudoLanguage(page);
  await signInViaApi(page, credentialsOf(member));
  for (const path of ['/', ...BEFORE_REGISTERING, ...REGISTERED]) {
    await test.step(path, () => check(page, path));
  }
  await test.step('the dialog that asks before cancelling', async () => {
    await page.goto('/my-registrations');
    await settled(page);
    // The Cancel Registration button: its name is accented, its colour says what it does.
    await page.locator('main .MuiButton-colorError').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('⟦');
    await page.waitForLoadState('networkidle');
    // The page behind an open dialog is hidden from reading: the dialog's texts are what is read.
    await expectAllFromCatalogues(page, 'the dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
