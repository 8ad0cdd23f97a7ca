import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Every page an anonymous visitor reads, at a phone width and a desktop width. The screenshots are
// left in test-results for a human to look at; axe must find nothing serious or critical.
const pages = [
  { name: 'home', path: '/', heading: '18xx Belgium' },
  { name: 'tourist-info', path: '/tourist-info', heading: 'Tourist Info' },
  { name: 'spring', path: '/pentecost-convention', heading: 'Spring Convention' },
  { name: 'winter', path: '/winter-convention', heading: 'Winter Convention' },
  { name: 'terms', path: '/terms', heading: 'General Terms & Conditions' },
  { name: 'contact', path: '/contact', heading: 'Contact' },
  {
    name: 'resend-validation',
    path: '/resend-validation-link-placeholder',
    heading: 'Resend Validation Link',
  },
] as const;

for (const width of [390, 1280]) {
  for (const target of pages) {
    test(`${target.name} at ${width} px reads well and has no serious accessibility violations`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`${target.name}-${width}.png`),
        fullPage: true,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('the home page counts down to the seeded convention every second', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Next Convention Starts In:' })).toBeVisible();
  const seconds = page
    .getByText('Seconds', { exact: true })
    .locator('xpath=preceding-sibling::*[1]');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? '', { timeout: 3_000 });
});

test('the information pages are loaded on demand, not with the home page', async ({
  page,
  requestedUrls,
  navbar,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const before = requestedUrls.length;
  await navbar.root.getByRole('link', { name: 'Tourist Info' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tourist Info' })).toBeVisible();
  const chunks = requestedUrls.slice(before).filter((url) => url.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
});

test('a page opened from far down another starts at its top, and Back returns to that place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Winter Convention (November)' });
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(844);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Convention' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(link).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});
