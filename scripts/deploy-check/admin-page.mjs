// The deploy check's proof that a new admin page ships with admin-app alone: admin-app is built
// with one page more (scripts/deploy-check/admin-page/, through ADMIN_APP_SOURCES), released on
// its own, and the running, unchanged shell lists the page in its Admin menu and opens it.
import assert from 'node:assert/strict';
import { chromium } from '@playwright/test';
import { run } from './processes.mjs';

export const EXTRA_PAGE = { label: 'Release Check', path: '/admin/release-check' };

/** Builds admin-app with the extra page into outDir; returns its build id. */
export const buildAdminWithExtraPage = (repoRoot, outDir, buildId) => {
  run('npm', ['run', 'build', '-w', 'admin-app', '--', '--output-path', outDir], {
    cwd: repoRoot,
    env: { ADMIN_APP_SOURCES: '../scripts/deploy-check/admin-page', BUILD_ID: buildId },
  });
  return buildId;
};

/**
 * Signs in as the administrator, opens the Admin menu on a wide screen, and the extra page from
 * it when listed. Returns what was seen.
 */
export const openExtraAdminPage = async (baseURL, admin) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const login = await page.request.post('/api/Auth/login', { data: admin });
    const { data: token } = await login.json();
    if (!login.ok() || typeof token !== 'string') throw new Error(`admin login: ${login.status()}`);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/');
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'What Needs Attention' }).waitFor();
    const entry = menu.getByRole('menuitem', { name: EXTRA_PAGE.label, exact: true });
    const seen = { listed: (await entry.count()) > 0, opened: false, path: null, adminBuild: null };
    if (seen.listed) {
      await entry.click();
      const heading = page.getByRole('heading', { name: 'Release check' });
      await heading.waitFor({ timeout: 30_000 });
      seen.opened = await heading.isVisible();
      seen.path = new URL(page.url()).pathname;
      seen.adminBuild = await page.locator('html').getAttribute('data-admin-app-build');
    }
    await context.close();
    return seen;
  } finally {
    await browser.close();
  }
};

/**
 * The step itself, on a running site where `admin` signs in: `release(dir)` puts a dist folder of admin-app live, and
 * `shellHash()` fingerprints the shell's files, which must not change.
 */
export const checkAdminPageRelease = async ({
  repoRoot,
  shell,
  admin,
  outDir,
  buildId,
  release,
  shellHash,
}) => {
  const before = await openExtraAdminPage(shell, admin);
  assert.ok(!before.listed, `${EXTRA_PAGE.label} is listed before its release`);
  const shellBefore = shellHash();
  buildAdminWithExtraPage(repoRoot, outDir, buildId);
  release(outDir);
  const after = await openExtraAdminPage(shell, admin);
  assert.ok(after.listed, `${EXTRA_PAGE.label} is not in the Admin menu after its release`);
  assert.ok(after.opened, `${EXTRA_PAGE.label} did not open`);
  assert.equal(after.path, EXTRA_PAGE.path);
  assert.equal(after.adminBuild, buildId);
  assert.equal(shellHash(), shellBefore, 'the shell was not touched');
  console.log(`${EXTRA_PAGE.label} listed and opened at ${after.path}, admin-app ${buildId}`);
};
