import { useSyncExternalStore } from 'react';
import { WIDE_BREAKPOINT } from 'shared-ui';

const QUERY = `(min-width:${WIDE_BREAKPOINT}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const isWide = () => window.matchMedia(QUERY).matches;

// A prerendered page (shell/src/prerender) is built without a screen, and hydrated as it was built.
const unknownBeforeHydration = () => null;

/**
 * Whether the screen is wide (the wide layout starts at the theme's lg breakpoint); null while
 * a prerendered page is built and hydrated, where the navbar draws both layouts and CSS shows one.
 * A page drawn in the browser knows from its first render, so wide screens never flash the narrow
 * one.
 */
export const useWideLayout = (): boolean | null =>
  useSyncExternalStore(subscribe, isWide, unknownBeforeHydration);
