import { escapeHtml } from 'shared-api/contract';

/** The address of one of the site's pages, from PUBLIC_URL: every mail links to what it is about. */
export const siteLink = (publicUrl: string, path: `/${string}`): string => `${publicUrl}${path}`;

/** A message's in-site links (href="/…") made whole for a mail, which is read outside the site. */
export const absoluteLinks = (html: string, publicUrl: string): string =>
  html.replace(
    /href="(\/[^"]*)"/g,
    (_, path: `/${string}`) => `href="${escapeHtml(siteLink(publicUrl, path))}"`,
  );
