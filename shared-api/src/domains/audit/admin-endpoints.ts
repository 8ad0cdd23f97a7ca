import type { AuditPage } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

/** GET /api/Audit's query: the filter's fields left out when empty, and the page. */
export interface AuditRequest {
  actor?: string;
  action?: string;
  object?: string;
  /** The club's days, yyyy-mm-dd, both included. */
  from?: string;
  to?: string;
  page: number;
}

/** The audit trail: what was done, newest first; read again whenever the page opens. */
export const auditApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditRequest>({
      query: (params) => ({ url: '/Audit', params: { ...params } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
