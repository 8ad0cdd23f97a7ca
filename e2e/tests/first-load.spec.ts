import type { Page } from '@playwright/test';
import { member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInViaApi } from '../support/session';

// The first screen waits for its scripts and for two API answers. The page's HTML names
// every script it runs (shell/configs/startup-preload-plugin.js) and main.js asks for the answers
// at once (shell/src/first-screen): both arrive in one wave instead of three.

const FIRST_SCREEN_ANSWERS = ['/api/Notification/public', '/api/Convention/active'];

const pathOf = (url: string) => new URL(url).pathname;

/** The paths the page's <link rel="preload"> elements name, of one kind (`as`) or all. */
const preloadedPaths = (page: Page, as?: 'fetch' | 'script') =>
  page
    .locator(as ? `head link[rel="preload"][as="${as}"]` : 'head link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

/** The federation runtime's scripts, as index.html names them on main.js's tag. */
const remoteRuntimeScripts = async (page: Page) =>
  (
    (await page.locator('head script[data-remote-runtime]').getAttribute('data-remote-runtime')) ??
    ''
  ).split(' ');

// The home page is prerendered: its start script asks for the scripts listed in its data-scripts
// once the page is painted (shell/scripts/prerender-pages.mjs).
test('the HTML of the home page names every script it runs before it shows', async ({
  page,
  request,
  requestedUrls,
}) => {
  const html = await (await request.get('/')).text();
  const named = [
    ...[...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)=["']?([^"' >]+\.js)/g)].map(
      ([, src]) => src,
    ),
    ...[...html.matchAll(/data-scripts="([^"]+)"/g)].flatMap(([, list = '']) => list.split(' ')),
  ];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = requestedUrls.filter((url) => url.endsWith('.js')).map(pathOf);
  // The start script, main.js, the packages and the shell's own code at least.
  expect(scripts.length).toBeGreaterThanOrEqual(4);
  expect(scripts.filter((script) => !named.includes(script))).toEqual([]);
});

for (const who of ['a visitor', 'a member'] as const) {
  test(`${who} on the home page gets each first-screen answer with one request`, async ({
    page,
    requestedUrls,
  }) => {
    if (who === 'a member') {
      await signInViaApi(page, member);
      // Signing in opened the home page once already.
      requestedUrls.length = 0;
    }
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Register for our Next Event' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    const preloaded = await preloadedPaths(page, 'fetch');
    expect(preloaded.filter((path) => path.startsWith('/api/')).toSorted()).toEqual(
      FIRST_SCREEN_ANSWERS.toSorted(),
    );
    const answers = requestedUrls.map(pathOf).filter((path) => FIRST_SCREEN_ANSWERS.includes(path));
    // Twice would mean that the page did not take the preloaded answer and asked again.
    expect(answers.toSorted()).toEqual(FIRST_SCREEN_ANSWERS.toSorted());
  });
}

test('a page whose first screen needs no answer preloads none', async ({ page, requestedUrls }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requestedUrls.map(pathOf).filter((path) => FIRST_SCREEN_ANSWERS.includes(path))).toEqual(
    [],
  );
});

test("a member remote's page reads the manifest and the remote's scripts once each, downloaded while its build is checked", async ({
  page,
  requestedUrls,
}) => {
  await page.goto('/register-event');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const paths = requestedUrls.map(pathOf);
  expect(paths.filter((path) => path === '/remotes.json')).toHaveLength(1);
  const entry = '/remotes/member-app/remoteEntry.js';
  expect(paths.filter((path) => path === entry)).toHaveLength(1);
  // Asked for before build-info.json has answered, not after.
  expect(paths.indexOf(entry)).toBeLessThan(paths.indexOf('/remotes/member-app/build-info.json'));
  const preloaded = await preloadedPaths(page);
  expect(preloaded).toEqual(expect.arrayContaining(['/remotes.json', entry]));
  // The remote's own scripts too, named by its build-info.json: none waited for remoteEntry.js.
  const remoteScripts = paths.filter((path) => /^\/remotes\/member-app\/.*\.js$/.test(path));
  expect(remoteScripts.length).toBeGreaterThan(1);
  expect(remoteScripts.filter((path) => !preloaded.includes(path))).toEqual([]);
});

// The remote takes MUI from the shell, module by module (scripts/webpack/shared-singletons.js): it
// downloads no MUI of its own, and the shell's modules it asks for come with the federation runtime
// rather than as a wave of requests after the remote's scripts.
test("a member remote's page downloads no script but those named before the page runs", async ({
  page,
  requestedUrls,
}) => {
  await page.goto('/register-event');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = requestedUrls.map(pathOf).filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  const main = await page.locator('head script[data-remote-runtime]').getAttribute('src');
  const named = [
    pathOf(new URL(main ?? '', page.url()).href),
    ...(await preloadedPaths(page, 'script')),
    ...(await remoteRuntimeScripts(page)),
  ];
  expect(scripts.filter((path) => !named.includes(path))).toEqual([]);
});

test("a member remote's page has main.js start the federation runtime's download, at high priority", async ({
  page,
}) => {
  await page.goto('/register-event');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('head script[data-remote-runtime]')).toHaveAttribute(
    'fetchpriority',
    'high',
  );
  const runtime = await remoteRuntimeScripts(page);
  expect(runtime.filter((script) => /^\/[\w.]+\.js$/.test(script)).length).toBeGreaterThan(0);
  const preloaded = await preloadedPaths(page);
  expect(preloaded).toEqual(expect.arrayContaining(runtime));
});

// A page drawn in the browser from index.html, and a prerendered one.
for (const path of ['/contact', '/pentecost-convention']) {
  test(`${path}, a page of the shell's own, downloads nothing of a remote`, async ({
    page,
    request,
    requestedUrls,
  }) => {
    // The federation runtime's scripts, as the shell's index.html names them on main.js's tag.
    const index = await (await request.get('/contact')).text();
    const attribute = index.match(/data-remote-runtime=(?:"([^"]+)"|([^\s>]+))/);
    const runtime = (attribute?.[1] ?? attribute?.[2] ?? '').split(' ').filter(Boolean);
    expect(runtime.length).toBeGreaterThan(0);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const paths = requestedUrls.map(pathOf);
    expect(paths.filter((url) => url.startsWith('/remotes/') || runtime.includes(url))).toEqual([]);
  });
}

test("a member's next page is already downloaded: once the dashboard shows, the inbox opens without a script", async ({
  page,
  requestedUrls,
}) => {
  await signInViaApi(page, member);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  // The other member pages download while the browser is idle (member-app/src/member-page.tsx):
  // wait until a second passes without a request.
  let seen = -1;
  while (seen !== requestedUrls.length) {
    seen = requestedUrls.length;
    await page.waitForTimeout(1000);
  }
  const before = requestedUrls.length;
  await page.getByRole('link', { name: 'Open My Inbox' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
  expect(requestedUrls.slice(before).filter((url) => pathOf(url).endsWith('.js'))).toEqual([]);
});
