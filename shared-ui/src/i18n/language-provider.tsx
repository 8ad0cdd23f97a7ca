import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './i18n-instance';

/** Gives the pages the site's one translation instance; the shell wraps its whole tree in it. */
export const LanguageProvider = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
