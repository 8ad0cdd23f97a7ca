import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails when it
 * is not reached within `max` presses, i.e. it is not in the tab order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** Tabs to the field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * How the focused element shows that it has the focus: an outline of at least 2 px on it or on
 * the control it belongs to (a checkbox's input sits inside a ring-carrying span), or the thicker
 * border MUI gives a focused text field. Null when nothing shows.
 */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const outlined = [focused, focused.closest('.MuiButtonBase-root')].find((element) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    });
    if (outlined) return `outline on <${outlined.tagName.toLowerCase()}>`;
    const field = focused.closest('.MuiOutlinedInput-root.Mui-focused');
    const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2) {
      return 'focused text field border';
    }
    return null;
  });

/** The focused element shows that it has the focus (WCAG 2.4.7). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const describe = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  expect(await focusIndicator(page), `visible focus on ${describe}`).not.toBeNull();
}

/**
 * A field whose input was refused says so to assistive technology: aria-invalid, and the error
 * text is the field's description.
 */
export async function expectErrorTiedToField(
  field: Locator,
  message: string | RegExp,
): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}
