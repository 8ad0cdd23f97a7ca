import type { Page } from '@playwright/test';

/**
 * Goes to `path` inside the running app, as its own links do: the bundles already loaded are not
 * fetched and parsed again. The caller waits for something only the new page shows, since the
 * old page stays on screen until the new one has rendered.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
