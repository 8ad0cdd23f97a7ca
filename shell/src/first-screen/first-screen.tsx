import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useFirstScreenReady } from './use-first-screen-ready';

/**
 * `children` once `settled` (see useFirstScreenReady); until then an empty block one screen high,
 * so that the footer stays out of sight and nothing on screen moves when the page appears.
 */
export const FirstScreen = ({ settled, children }: { settled: boolean; children: ReactNode }) =>
  useFirstScreenReady(settled) ? children : <Box sx={{ minHeight: '100vh' }} aria-busy="true" />;
