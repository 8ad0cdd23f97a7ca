// What a member's browser sees after a remote was redeployed: the deploy check's proof that the
// shell picks up a new member-app, or refuses an incompatible one, without being rebuilt.
import { chromium } from '@playwright/test';

const MEMBER = { email: 'member@18xx.be', password: 'Member-18xx!' };

const signedInPage = async (browser, baseURL) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  const login = await page.request.post('/api/Auth/login', { data: MEMBER });
  const { data: token } = await login.json();
  if (!login.ok() || typeof token !== 'string') throw new Error(`member login: ${login.status()}`);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  return { context, page, requested };
};

/** Opens /dashboard as the demo member; returns what was loaded and shown. */
export const openMemberDashboard = async (baseURL) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const { context, page, requested } = await signedInPage(browser, baseURL);
    await page.goto('/dashboard');
    const welcome = page.getByRole('heading', { name: /^Welcome back/ });
    const card = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await welcome.or(card).first().waitFor({ timeout: 30_000 });
    const result = {
      dashboardShown: await welcome.isVisible(),
      cardText: (await card.count()) > 0 ? await card.innerText() : null,
      memberBuild: await page.locator('html').getAttribute('data-member-app-build'),
      remoteEntries: requested.filter((url) => url.endsWith('/remoteEntry.js')),
    };
    await context.close();
    return result;
  } finally {
    await browser.close();
  }
};
