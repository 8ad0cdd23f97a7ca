import { useEffect, useState } from 'react';

/** How long a page waits for the answers its first screen shows before it shows without them. */
export const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * True once `settled` is, or once FIRST_SCREEN_WAIT_MS have passed, and from then on. A page that
 * rendered before its announcements and countdown arrived jumped when they did (a layout shift of
 * 0.086 on a phone, Lighthouse); waiting shows it whole, and the limit keeps a slow API from
 * holding it.
 */
export const useFirstScreenReady = (settled: boolean): boolean => {
  const [ready, setReady] = useState(settled);
  // Latched during render: a later refetch (after a sign-in) must not hide the page again.
  if (settled && !ready) setReady(true);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready || settled;
};
