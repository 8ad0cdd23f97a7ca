import type { Page } from '@playwright/test';

/**
 * Starts every page of the context in the pseudo-language (shared-ui/src/i18n/pseudo-messages.ts):
 * each catalogue message accented, 40% longer and between ⟦ ⟧.
 */
export const inPseudoLanguage = async (page: Page): Promise<void> => {
  await page.addInitScript(() => localStorage.setItem('language', 'pseudo'));
};

/**
 * The visible texts of the page that no catalogue gave: runs of plain ASCII letters outside the
 * pseudo-language's brackets. Text in another language on purpose (an element with its own
 * `lang`, such as the language switch's "Nederlands") and the data a test put in (`data`:
 * names, titles) are not counts against the page.
 */
export const textsNotFromCatalogues = (page: Page, data: readonly string[] = []) =>
  page.evaluate((known) => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const pageLang = document.documentElement.lang;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, [aria-hidden="true"]')) continue;
      const own = element.closest('[lang]');
      if (own && own !== document.documentElement && own.getAttribute('lang') !== pageLang) {
        continue;
      }
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (element.getClientRects().length === 0) continue;
      let text = node.textContent ?? '';
      for (const value of known) text = text.split(value).join(' ');
      // What the pseudo-language wrote stays between its brackets.
      text = text.replace(/⟦[^⟧]*⟧?/g, ' ');
      if (/[A-Za-z]{2,}/.test(text)) found.add(text.trim());
    }
    return [...found];
  }, data);

/** Whether the page is wider than the screen: a text too long for its box pushes it out. */
export const overflowsHorizontally = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
