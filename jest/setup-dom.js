require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// The suite runs on 2-core CI machines next to builds: give async queries room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia, where every browser has one: by default no media query matches (a
// screen of unknown width). Tests that need a width set one (setViewportWidth of test-support).
if (globalThis.document && !globalThis.matchMedia) {
  globalThis.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
