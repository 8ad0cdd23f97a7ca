import type { ReactElement, ReactNode } from 'react';
import { PageTitle } from 'shared-ui';
import { useT, type MemberMessage } from './i18n';

/** A member page's document title, in the language shown: it follows a change of language. */
export const MemberPageTitle = ({ id, children }: { id: MemberMessage; children: ReactNode }) => {
  const t = useT();
  return <PageTitle title={t(id)}>{children}</PageTitle>;
};

/** A route element with its document title, set where the route is declared. */
export const titled = (id: MemberMessage, element: ReactNode): ReactElement => (
  <MemberPageTitle id={id}>{element}</MemberPageTitle>
);
