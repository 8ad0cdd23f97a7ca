import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while a prerendered page (shell/src/prerender) is being built or taken over by React, true
 * from then on, and from the first render of a page drawn in the browser. A form of a prerendered
 * page keeps its submit button disabled until then: submitted natively, before React handles it,
 * it would send its fields to the page's address.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
