// The browser's own sanitiser where it has one (Element.setHTML, the HTML Sanitizer API: Chromium
// and Firefox); DOMPurify, downloaded only then, where it does not (Safari). DOMPurify on every
// page was 12 kB of the home page's scripts (docs/performance.md).
import type { purifyHtml } from './purify-html';

/** The HTML Sanitizer API's configuration, as far as it is used here (not yet in lib.dom.d.ts). */
interface SanitizerConfig {
  removeElements: Array<string | { name: string; namespace: string }>;
}

interface SanitizingElement extends Element {
  setHTML(html: string, options: { sanitizer: SanitizerConfig }): void;
}

const canSanitize = (element: Element): element is SanitizingElement =>
  typeof (element as Partial<SanitizingElement>).setHTML === 'function';

/**
 * setHTML always removes what can run script (scripts, handlers, javascript: URLs, frames); as
 * DOMPurify's HTML profile does, it also drops style sheets, forms, SVG and MathML.
 */
const SANITIZER: SanitizerConfig = {
  removeElements: [
    'style',
    'form',
    { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
    { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
  ],
};

let purifier: Promise<{ purifyHtml: typeof purifyHtml }> | null = null;

const loadPurifier = () => {
  purifier ??= import('./purify-html').catch((error: unknown) => {
    // A failed download is tried again by the next drawing.
    purifier = null;
    throw error;
  });
  return purifier;
};

/** Links that open a new tab must not reach back into the page that opened them. */
const protectOpener = (element: Element) => {
  for (const link of element.querySelectorAll('a[target="_blank"]')) {
    link.setAttribute('rel', 'noopener noreferrer');
  }
};

/**
 * Draws admin-written HTML into `element`, sanitised. `current` says whether it is still wanted
 * once DOMPurify has downloaded (the HTML may have changed meanwhile).
 */
export const drawSafeHtml = async (
  element: Element,
  html: string,
  current: () => boolean,
): Promise<void> => {
  if (canSanitize(element)) {
    element.setHTML(html, { sanitizer: SANITIZER });
  } else {
    const loaded = await loadPurifier();
    if (!current()) return;
    element.innerHTML = loaded.purifyHtml(html);
  }
  protectOpener(element);
};
