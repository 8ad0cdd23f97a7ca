import { startTransition, useEffect, useState } from 'react';

/** How long a page waits for the answers its first screen shows before it shows without them. */
export const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * True once `settled` has been, or once FIRST_SCREEN_WAIT_MS have passed, and from then on. A page
 * that rendered before its announcements and countdown arrived jumped when they did (a layout
 * shift of 0.086 on a phone, Lighthouse); waiting shows it whole, and the limit keeps a slow API
 * from holding it.
 *
 * The page appears in a transition: React renders it in slices and lets the browser breathe in
 * between, where a plain update rendered the whole first screen in one task of 250 ms on
 * Lighthouse's slowed-down phone (total blocking time, docs/performance.md).
 */
export const useFirstScreenReady = (settled: boolean): boolean => {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    // Latched: a later refetch (after a sign-in) must not hide the page again.
    const reveal = () => startTransition(() => setReady(true));
    if (settled) {
      reveal();
      return;
    }
    const timer = setTimeout(reveal, FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, settled]);
  return ready;
};
