import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited page was scrolled to, by history entry, for Back and Forward. */
const positions = new Map<string, number>();

/**
 * A newly opened page starts at its top (or at its #anchor); Back and Forward return to where the
 * page was left. react-router's ScrollRestoration does this only under its data router, which
 * weighs twice the BrowserRouter the site uses (docs/performance.md).
 */
export const useScrollRestoration = (): void => {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The browser's own restoring would jump before the page it restores has rendered.
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // Before paint, so the new page never shows at the old one's offset.
  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
};
