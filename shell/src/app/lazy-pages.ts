/**
 * The shell's pages that are chunks of their own, by path. Only dynamic imports here, nothing
 * shared: index.ts reads this before the async boundary to start the current page's download.
 */
export const lazyPages = {
  unauthorized: () => import('../features/auth/components/unauthorized-page'),
  'account-suspended': () => import('../features/auth/components/account-suspended-page'),
  'awaiting-approval': () => import('../features/auth/components/awaiting-approval-page'),
  login: () => import('../features/auth/components/login-page'),
  register: () => import('../features/auth/components/register-page'),
  'password-reset': () => import('../features/auth/components/password-reset-page'),
};

const isLazyPage = (path: string): path is keyof typeof lazyPages => Object.hasOwn(lazyPages, path);

/**
 * Downloads the chunk of the page being opened alongside the shared packages: the router used to
 * ask for it only once they had all arrived and run, one more wait before /login showed. The
 * router's own request then takes the same download; should this one fail, the router asks again
 * and shows its error.
 */
export const startLazyPageDownload = (): void => {
  const path = window.location.pathname.slice(1);
  if (isLazyPage(path)) lazyPages[path]().catch(() => undefined);
};
