import { watchCspViolations, settleCspReports } from '../support/csp-violations';
import { expect, test } from '../support/fixtures';
import { watchXss } from '../support/xss-probe';

// The suite-wide fixture trusts these two watchers: prove that they see what they must.

/** Adds an inline script to the page, as an injected payload would. */
const injectInlineScript = (id: number) => {
  const script = document.createElement('script');
  script.textContent = `__xss(${id})`;
  document.body.append(script);
};

test('the policy refuses an inline script and the watcher reports it', async ({ browser }) => {
  const context = await browser.newContext();
  const violations = await watchCspViolations(context);
  const { ran } = await watchXss(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(injectInlineScript, 1);
  await expect.poll(() => violations.map((v) => v.directive)).toEqual(['script-src-elem']);
  await settleCspReports(context);
  expect(ran).toEqual([]);
  await context.close();
});

test('with the policy lifted the same script runs, so the probe would see a payload that ran', async ({
  browser,
}) => {
  const context = await browser.newContext({ bypassCSP: true });
  const { ran } = await watchXss(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(injectInlineScript, 2);
  await expect.poll(() => ran).toEqual([expect.stringMatching(/^payload 2 on /)]);
  await context.close();
});

test('the shared fixture fails a test that violates the policy', async ({ page }) => {
  test.fail(true, 'the fixture must turn the violation below into a failure');
  await page.goto('/');
  await page.evaluate(injectInlineScript, 3);
});
