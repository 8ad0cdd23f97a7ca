import type { ReactNode } from 'react';
import { PagePlaceholder } from './page-placeholder';
import { useFirstScreenReady } from './use-first-screen-ready';

/** `children` once `settled` (see useFirstScreenReady); until then a PagePlaceholder. */
export const FirstScreen = ({ settled, children }: { settled: boolean; children: ReactNode }) =>
  useFirstScreenReady(settled) ? children : <PagePlaceholder />;
