import { test as base, expect } from '@playwright/test';
import { settleCspReports, watchCspViolations, type CspViolation } from './csp-violations';
import { LoginPage } from './pages/login-page';
import { Navbar } from './pages/navbar';

type Fixtures = {
  loginPage: LoginPage;
  navbar: Navbar;
  /** Every URL the page requested, in order. */
  requestedUrls: string[];
  /** Console errors and uncaught page errors. */
  consoleErrors: string[];
  /** Content-Security-Policy violations so far; any at all fails the test. */
  cspViolations: CspViolation[];
};

// The second fixture argument is named `provide`, not `use`: React's lint rules read `use(...)` as the hook.
export const test = base.extend<Fixtures>({
  loginPage: async ({ page }, provide) => {
    await provide(new LoginPage(page));
  },
  navbar: async ({ page }, provide) => {
    await provide(new Navbar(page));
  },
  requestedUrls: async ({ page }, provide) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await provide(urls);
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
  cspViolations: [
    async ({ context, bypassCSP }, provide, testInfo) => {
      // A test that lifts the policy (to inject axe) cannot violate it: say so rather than pass.
      if (bypassCSP) {
        testInfo.annotations.push({ type: 'csp', description: 'not enforced (bypassCSP)' });
        await provide([]);
        return;
      }
      const violations = await watchCspViolations(context);
      await provide(violations);
      await settleCspReports(context);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
