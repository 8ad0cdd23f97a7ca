/**
 * The first segment of the pages the shell also draws under /nl/ and /fr/ ('' is the home page):
 * its public and account pages. The member area and the admin pages have one address for every
 * language.
 */
export const LOCALIZED_PAGES: readonly string[] = [
  '',
  'tourist-info',
  'pentecost-convention',
  'winter-convention',
  'terms',
  'privacy',
  'contact',
  'resend-validation-link-placeholder',
  'unauthorized',
  'account-suspended',
  'awaiting-approval',
  'login',
  'register',
  'password-reset',
  'undo-email-change',
];

/** Whether a path ('/tourist-info', '/login?next=…') is one of those pages, in English. */
export const isLocalizedPage = (path: string): boolean =>
  LOCALIZED_PAGES.includes(path.split(/[/?#]/)[1] ?? '');
