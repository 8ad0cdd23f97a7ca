import type { Page } from '@playwright/test';

/**
 * Waits until no transition is running (a dialog fading in, a row's details expanding). Endless
 * animations (a pulsing icon) never settle and are left alone. Under load, a click aimed at a
 * button that an expanding panel is still moving can land beside it.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
