import type { Page } from '@playwright/test';
import { member } from '../support/accounts';
import { catalogue, fieldName } from '../support/catalogues';
import { expect, test } from '../support/fixtures';
import { signInViaApi } from '../support/session';

// The public pages that are the same for every visitor are built as HTML at build time
// (shell/scripts/prerender-pages.mjs), on screen before any script, and React takes them over as
// they are (hydration) once the scripts are in. A mismatch between the two makes React draw the
// page again: new elements, and an error in the console. The home page and the convention pages
// are drawn down to their announcements; the rest of them waits for those in the browser.

type Marked = Window & { prerenderedHeading?: Element | null };

/** `whole`: the HTML holds the whole page, not only what comes before its announcements. */
const PAGES = [
  { path: '/', heading: '18xx Belgium', text: 'Join the Community', whole: false },
  { path: '/login', heading: 'Member Login', text: 'No account yet?', whole: true },
  {
    path: '/register',
    heading: 'Create an Account',
    text: 'Already have an account?',
    whole: true,
  },
  {
    path: '/password-reset',
    heading: 'Reset Your Password',
    text: 'Enter the email address of your account and we will send you a reset code.',
    whole: true,
  },
  { path: '/tourist-info', heading: 'Tourist Info', text: 'A Historic City', whole: true },
  {
    path: '/terms',
    heading: 'General Terms & Conditions',
    text: '9. Applicable Law',
    whole: true,
  },
  { path: '/privacy', heading: 'Privacy Notice', text: 'How Long We Keep It', whole: true },
  {
    path: '/pentecost-convention',
    heading: 'Spring Convention',
    text: 'Four days of 18xx over the Pentecost weekend',
    whole: false,
  },
  {
    path: '/winter-convention',
    heading: 'Winter Convention',
    text: 'A weekend of railway games in late November',
    whole: false,
  },
] as const;

/** The prerendered forms, by their submit button. */
const FORMS = [
  { path: '/login', submit: 'Login' },
  { path: '/register', submit: 'Sign Up' },
  { path: '/password-reset', submit: 'Send Reset Code' },
] as const;

for (const { path, heading, text } of PAGES) {
  test(`${path} arrives drawn, without any script`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await context.close();
  });
}

// Submitted natively, before React handles it, a form would send its fields (a password among
// them) to the page's address.
for (const { path, submit } of FORMS) {
  test(`${path} arrives with its form's button disabled until React has the form`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('button', { name: submit })).toBeDisabled();
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

  test('gets /nl/register taken over as it was drawn, its messages in first, and keeps what was typed', async ({
    page,
    consoleErrors,
  }) => {
    const nl = catalogue('shell', 'nl');
    const ui = catalogue('ui', 'nl');
    // The shell's Dutch messages arrive last: React must wait for them, not draw the page again.
    await page.route(/\/shell-nl\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/nl/register', { waitUntil: 'commit' });
    const firstName = page.getByLabel(fieldName(ui('ui.person.firstName')));
    await firstName.fill('Noor');
    await page.waitForLoadState('networkidle');
    expect(await sameHeading(page)).toBe(true);
    await expect(firstName).toHaveValue('Noor');
    await page.getByRole('button', { name: nl('register.submit'), exact: true }).click();
    await expect(page.getByLabel(fieldName(ui('ui.person.lastName')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(firstName).toHaveAttribute('aria-invalid', 'false');
    expect(consoleErrors).toEqual([]);
  });

  for (const path of ['/pentecost-convention', '/winter-convention']) {
    test(`gets ${path}'s banner taken over as it was drawn, then the rest of the page`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      // Drawn in the browser once the announcements are in.
      await expect(page.getByRole('complementary', { name: 'At a Glance' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign Up Now' })).toBeVisible();
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

  test('gets the sign-up form taken over as it was drawn, and working', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('First Name is required.')).toBeVisible();
    expect(await sameHeading(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('gets the password reset form taken over as it was drawn, and working', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/password-reset');
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    expect(await sameHeading(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

type Styled = Window & { emotionClasses?: () => string[]; prerenderedClasses?: Set<string> };

// Built without the production flag, MUI named its classes after their components (css-1u0tsxk-
// MuiToolbar-root) where the browser's production build does not (css-2jz9yn): hydration then
// computed and inserted every rule of the page a second time, for classes no element wears, in the
// startup's longest tasks. Checked on the pages prerendered whole: the home
// page and the convention pages draw what follows their announcements in the browser only
// (shell/src/first-screen), where a component styled on top of another (MUI's Card on Paper, its
// Button on ButtonBase) inserts a rule for each layer and only the last is worn.
for (const { path } of PAGES.filter((page) => page.whole)) {
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

// The page's start script empties a visitor's page for a member before it is shown (it runs before
// DOMContentLoaded): the member's own page is drawn afresh.
test.describe('a member', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, member);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as Marked).prerenderedHeading = document.querySelector('h1');
      }),
    );
  });

  const visitorPageShown = (page: Page) =>
    page.evaluate(() => (window as Marked).prerenderedHeading !== null);

  for (const path of ['/register', '/password-reset']) {
    test(`on ${path} is taken to their dashboard, never shown the visitor's form`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      expect(await visitorPageShown(page)).toBe(false);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const path of ['/pentecost-convention', '/winter-convention']) {
    test(`on ${path} is offered registration, not Sign Up Now`, async ({
      page,
      navbar,
      consoleErrors,
    }) => {
      await page.goto(path);
      await expect(navbar.userMenu).toBeVisible();
      const glance = page.getByRole('complementary', { name: 'At a Glance' });
      await expect(glance.getByRole('link', { name: 'Register for Event' })).toBeVisible();
      await expect(glance.getByRole('link', { name: 'Sign Up Now' })).toHaveCount(0);
      expect(await visitorPageShown(page)).toBe(false);
      expect(consoleErrors).toEqual([]);
    });
  }
});

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
