// jest/setup-dom.js: a media query list that never matches, as jsdom has none of its own.
const noScreen = window.matchMedia;

/** jsdom has no layout: answer min-width media queries as a screen `width` pixels wide would. */
export const setViewportWidth = (width: number): void => {
  window.matchMedia = (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    return { ...noScreen(query), matches: minWidth ? width >= Number(minWidth[1]) : false };
  };
};
