import type { Attention } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

/**
 * The dashboard's counts: refetched whenever the page opens, as every other page's writes (an
 * invoice sent, a payment, an approval) change them.
 */
export const attentionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAttention: build.query<Attention, number | void>({
      query: (conventionId) => ({
        url: '/Admin/attention',
        params: conventionId ? { conventionId } : undefined,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAttentionQuery } = attentionApi;
