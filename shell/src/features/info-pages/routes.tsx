import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from 'shared-ui';

// Each information page is its own chunk, fetched when first opened: the home page stays light.
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const TouristInfoPage = page(() => import('./pages/tourist-info-page'), 'TouristInfoPage');
const PentecostConventionPage = page(
  () => import('./pages/pentecost-convention-page'),
  'PentecostConventionPage',
);
const WinterConventionPage = page(
  () => import('./pages/winter-convention-page'),
  'WinterConventionPage',
);
const TermsPage = page(() => import('./pages/terms-page'), 'TermsPage');
const PrivacyPage = page(() => import('./pages/privacy-page'), 'PrivacyPage');
const ContactPage = page(() => import('./pages/contact-page'), 'ContactPage');
const ResendValidationLinkPage = page(
  () => import('./pages/resend-validation-link-page'),
  'ResendValidationLinkPage',
);

const suspended = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

/** The public information pages, mounted by the shell's router (once per language). */
export const infoPageRoutes = (): RouteObject[] => [
  { path: 'tourist-info', element: suspended(TouristInfoPage) },
  { path: 'pentecost-convention', element: suspended(PentecostConventionPage) },
  { path: 'winter-convention', element: suspended(WinterConventionPage) },
  { path: 'terms', element: suspended(TermsPage) },
  { path: 'privacy', element: suspended(PrivacyPage) },
  { path: 'contact', element: suspended(ContactPage) },
  { path: 'resend-validation-link-placeholder', element: suspended(ResendValidationLinkPage) },
];
