import type { ReactElement, ReactNode } from 'react';
import { PageTitle } from 'shared-ui';
import { useT, type ShellMessage } from '../i18n';

const TranslatedTitle = ({ title, children }: { title: ShellMessage; children: ReactNode }) => {
  const t = useT();
  return <PageTitle title={t(title)}>{children}</PageTitle>;
};

/** A route element with its document title, in the language shown: titledPage('title.home', …). */
export const titledPage = (title: ShellMessage, element: ReactNode): ReactElement => (
  <TranslatedTitle title={title}>{element}</TranslatedTitle>
);
