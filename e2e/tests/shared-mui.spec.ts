import { member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInViaApi } from '../support/session';

// The remotes run the shell's MUI (scripts/webpack/shared-singletons.js), so the theme's default
// props reach their pages: with a copy of their own, a member page's contained buttons kept the
// shadow the theme turns off (shared-ui/src/theme/theme.ts, MuiButton.defaultProps).
test("a member page's buttons follow the site's theme like the shell's", async ({ page }) => {
  await signInViaApi(page, member);
  await page.goto('/dashboard');
  const memberButton = page.getByRole('main').getByRole('link', { name: 'Contact Us' });
  await expect(memberButton).toBeVisible();
  await expect(memberButton).toHaveClass(/MuiButton-contained/);
  await expect(memberButton).toHaveClass(/MuiButton-disableElevation/);
  await expect(memberButton).toHaveCSS('box-shadow', 'none');
  // The navbar's button, the shell's own, for comparison.
  const shellButton = page.getByRole('link', { name: 'Register for Event' }).first();
  await expect(shellButton).toHaveClass(/MuiButton-disableElevation/);
});
