/** The address of one of the site's pages, from PUBLIC_URL: every mail links to what it is about. */
export const siteLink = (publicUrl: string, path: `/${string}`): string => `${publicUrl}${path}`;
