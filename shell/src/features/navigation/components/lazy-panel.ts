import { lazy, type ComponentType } from 'react';

/**
 * A navbar panel (drawer, menu) fetched on first use: Menu, Popover, Drawer and their transitions
 * stay out of every page's first download. `preload` starts the download early, when the pointer
 * or the keyboard reaches the button, so that the panel is usually there by the time it opens.
 */
export const lazyPanel = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load());
  return {
    Panel: lazy(start),
    // A failed preload is not reported here: opening the panel meets the same failure.
    preload: () => void start().catch(() => undefined),
  };
};
