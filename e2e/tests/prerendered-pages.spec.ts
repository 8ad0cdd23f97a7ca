import type { Page } from '@playwright/test';
import { member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInViaApi } from '../support/session';

// /, /login, /tourist-info and /terms are built as HTML at build time (shell/scripts/prerender-pages.mjs), on
// screen before any script, and React takes them over as they are (hydration) once the scripts
// are in. A mismatch between the two makes React draw the page again: new elements, and an error in
// the console.

type Marked = Window & { prerenderedHeading?: Element | null };

const PAGES = [
  { path: '/', heading: '18xx Belgium' },
  { path: '/login', heading: 'Member Login' },
  { path: '/tourist-info', heading: 'Tourist Info' },
  { path: '/terms', heading: 'General Terms & Conditions' },
] as const;

for (const { path, heading } of PAGES) {
  test(`${path} arrives drawn, without any script`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await context.close();
  });
}

test.describe('a visitor', () => {
  test.beforeEach(async ({ page }) => {
    // The heading the HTML brought, before any script could replace it.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as Marked).prerenderedHeading = document.querySelector('h1');
      }),
    );
  });

  const sameHeading = (page: Page) =>
    page.evaluate(() => {
      const marked = (window as Marked).prerenderedHeading;
      return marked !== null && marked !== undefined && document.querySelector('h1') === marked;
    });

  test('gets the home page taken over as it was drawn, then moves on without reloading', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    // The countdown needs both the scripts and the convention's answer.
    await expect(page.getByRole('timer')).toBeVisible();
    expect(await sameHeading(page)).toBe(true);

    await page.getByRole('link', { name: 'Join the Community' }).click();
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    // A page loaded afresh would have lost the mark.
    expect(await page.evaluate(() => (window as Marked).prerenderedHeading)).not.toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  for (const path of ['/tourist-info', '/terms']) {
    test(`gets ${path} taken over as it was drawn`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      // Every script in, and React's work after them done.
      await page.waitForLoadState('networkidle');
      expect(await sameHeading(page)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('gets the login form taken over as it was drawn, and working', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Password is required.')).toBeVisible();
    expect(await sameHeading(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

type Styled = Window & { emotionClasses?: () => string[]; prerenderedClasses?: Set<string> };

// Built without the production flag, MUI named its classes after their components (css-1u0tsxk-
// MuiToolbar-root) where the browser's production build does not (css-2jz9yn): hydration then
// computed and inserted every rule of the page a second time, for classes no element wears, in the
// startup's longest tasks. Not the home page: it draws its lower sections in the browser only
// (shell/src/first-screen), where a component styled on top of another (MUI's Card on Paper)
// inserts a rule for each layer and only the last is worn.
for (const { path } of PAGES.filter((page) => page.path !== '/')) {
  test(`${path} is taken over with the styles it arrived with`, async ({ page }) => {
    await page.addInitScript(() => {
      const styled = window as Styled;
      styled.emotionClasses = () =>
        Array.from(document.querySelectorAll('style[data-emotion]')).flatMap((style) =>
          Array.from((style as HTMLStyleElement).sheet?.cssRules ?? []).flatMap((rule) =>
            [...rule.cssText.matchAll(/\.(css-[\w-]+)/g)].map((match) => match[1] ?? ''),
          ),
        );
      document.addEventListener('DOMContentLoaded', () => {
        styled.prerenderedClasses = new Set(styled.emotionClasses?.());
      });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { arrived, unworn } = await page.evaluate(() => {
      const styled = window as Styled;
      const arrivedWith = styled.prerenderedClasses ?? new Set<string>();
      return {
        arrived: arrivedWith.size,
        unworn: [...new Set(styled.emotionClasses?.())].filter(
          (name) => !arrivedWith.has(name) && document.getElementsByClassName(name).length === 0,
        ),
      };
    });
    expect(arrived).toBeGreaterThan(20);
    expect(unworn).toEqual([]);
  });
}

test("a member on / gets their own page, not the visitor's", async ({
  page,
  navbar,
  consoleErrors,
}) => {
  await signInViaApi(page, member);
  await page.goto('/');
  await expect(navbar.userMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register for our Next Event' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Community' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
