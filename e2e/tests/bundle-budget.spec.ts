import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInViaApi } from '../support/session';

// The byte budgets. Bytes do not vary from run to run, so they are plain tests; the timings
// (Lighthouse) are measured apart (docs/performance.md).
const KB = 1000;
/** The budget for the anonymous home page's scripts, gzipped: 200 KiB, as the bench checks it. */
const HOME_BUDGET = 200 * 1024;
/** A string only the federation runtime's code holds: the global it keeps its instances in. */
const FEDERATION_RUNTIME_MARK = '__FEDERATION__';
/** A string only zod's code holds: the code of its commonest issue. */
const ZOD_MARK = 'invalid_type';
const ADMIN_REMOTE = '/remotes/admin-app/';
const MEMBER_REMOTE = '/remotes/member-app/';
/**
 * What a visitor on /register-event downloads of member-app, remoteEntry.js included: the routes
 * and the state cards, not the member pages, the registration form (react-hook-form and zod) or
 * a federation runtime of its own (the shell's serves). Keeping them out took it from 148 kB to 42 kB.
 */
const REGISTER_EVENT_MEMBER_APP_CEILING = 50 * KB;

interface Script {
  url: string;
  gzipBytes: number;
  federationRuntime: boolean;
  zod: boolean;
}

/**
 * Every script the page downloads until the network is idle, with its size once gzipped at the
 * default level (whatever the server sent, so that the figure does not depend on it). A script
 * that arrives later (an idle prefetch) is not read: the test may have ended by then.
 */
const scriptsOf = async (page: Page, open: () => Promise<unknown>): Promise<Script[]> => {
  const downloads: Promise<Script>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    downloads.push(
      response.body().then((body) => ({
        url: response.url(),
        gzipBytes: gzipSync(body).length,
        federationRuntime: body.includes(FEDERATION_RUNTIME_MARK),
        zod: body.includes(ZOD_MARK),
      })),
    );
  };
  page.on('response', collect);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  return Promise.all(downloads);
};

/** Opens `path` and waits for its page to be drawn: a remote's page comes after the network rests. */
const openPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

const totalOf = (scripts: Script[]) => scripts.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);

const describe = (scripts: Script[]) =>
  scripts
    .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
    .map(({ url, gzipBytes }) => `${gzipBytes} ${new URL(url).pathname}`)
    .join('\n');

const openHome = async (page: Page) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Register for our Next Event' })).toBeVisible();
};

test('the anonymous home page downloads at most 200 KiB of JavaScript, gzipped', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, () => openHome(page));
  const total = totalOf(scripts);
  test
    .info()
    .annotations.push({ type: 'home page JavaScript, gzipped', description: `${total} B` });
  expect(total, describe(scripts)).toBeLessThanOrEqual(HOME_BUDGET);
});

// The shell starts the federation runtime only for a page of a remote (docs/decisions.md).
test('the federation runtime is downloaded for a remote page, not for the home page', async ({
  page,
}) => {
  const home = await scriptsOf(page, () => openHome(page));
  expect(home.filter((script) => script.federationRuntime).map(({ url }) => url)).toEqual([]);
  const remotePage = await scriptsOf(page, () => openPage(page, '/register-event'));
  expect(remotePage.filter((script) => script.federationRuntime)).not.toEqual([]);
});

// Its evaluation was one of the tasks Lighthouse counted as blocking time on /login
// (shell/src/features/auth/lazy-resolver.ts).
test('the login form downloads zod at its first use, not with the page', async ({ page }) => {
  const withPage = await scriptsOf(page, () => openPage(page, '/login'));
  expect(withPage.filter((script) => script.zod).map(({ url }) => url)).toEqual([]);
  const zodArrives = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' && (await response.text()).includes(ZOD_MARK),
  );
  await page.getByLabel('Email').focus();
  await zodArrives;
});

test('a visitor on /register-event downloads only the state cards of member-app', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, () => openPage(page, '/register-event'));
  const memberApp = scripts.filter(({ url }) => url.includes(MEMBER_REMOTE));
  const total = totalOf(memberApp);
  test
    .info()
    .annotations.push({ type: 'member-app on /register-event', description: `${total} B` });
  expect(memberApp.length, describe(scripts)).toBeGreaterThan(0);
  expect(total, describe(memberApp)).toBeLessThanOrEqual(REGISTER_EVENT_MEMBER_APP_CEILING);
});

for (const path of ['/', '/login', '/register', '/register-event', '/terms']) {
  test(`an anonymous visitor on ${path} downloads nothing of the admin remote`, async ({
    page,
    requestedUrls,
  }) => {
    const scripts = await scriptsOf(page, () => openPage(page, path));
    expect(scripts.length).toBeGreaterThan(0);
    expect(requestedUrls.filter((url) => url.includes(ADMIN_REMOTE))).toEqual([]);
  });
}

for (const path of ['/', '/dashboard', '/register-event', '/inbox']) {
  test(`a member on ${path} downloads nothing of the admin remote`, async ({
    page,
    requestedUrls,
  }) => {
    await signInViaApi(page, member);
    const scripts = await scriptsOf(page, () => openPage(page, path));
    expect(scripts.length).toBeGreaterThan(0);
    expect(requestedUrls.filter((url) => url.includes(ADMIN_REMOTE))).toEqual([]);
  });
}
