import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { PageSpinner } from 'shared-ui';

/** A page that arrives within this long shows no spinner: it would only flash. */
export const SPINNER_DELAY_MS = 300;

/**
 * Stands in for a page that is not ready: one screen high, so that the footer stays out of sight
 * and nothing on screen moves when the page appears. With `spinner`, a page that takes longer than
 * a blink (a lazily loaded page on a slow line) shows that something is coming.
 */
export const PagePlaceholder = ({ spinner = false }: { spinner?: boolean }) => {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!spinner) return undefined;
    const timer = setTimeout(() => setLate(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spinner]);
  return (
    <Box sx={{ minHeight: '100vh' }} aria-busy="true">
      {late && <PageSpinner />}
    </Box>
  );
};
