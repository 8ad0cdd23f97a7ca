import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** Every cache tag of the site; each domain's endpoints provide and invalidate their own. */
export const API_TAG_TYPES = [
  'User',
  'Group',
  'Convention',
  'FeaturedGame',
  'Notification',
  'Tag',
  'Registration',
  'Inbox',
  'Template',
  'InvoiceMeta',
  'Invoice',
  'Payment',
  'Log',
  'CatalogueGame',
  'TablePlan',
] as const;

/**
 * The one createApi of the site: each domain (domains/<domain>/) adds its endpoints in
 * endpoints.ts (the main entry), in admin-endpoints.ts ('shared-api/admin') when only the admin
 * remote calls them, or in member-endpoints.ts ('shared-api/member') when the remotes call them
 * and the shell does not.
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
