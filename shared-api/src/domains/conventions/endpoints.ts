import type { Convention } from '../../contract';
import { apiSlice } from '../../api-slice';

/** The tag Convention Management's writes (in 'shared-api/admin') invalidate. */
const ACTIVE_CONVENTION = { type: 'Convention', id: 'ACTIVE' } as const;

/** The convention every visitor reads; Convention Management's calls are in 'shared-api/admin'. */
export const conventionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Anonymous; fails with 'No active convention found.' when there is none. */
    getActiveConvention: build.query<Convention, void>({
      query: () => '/Convention/active',
      providesTags: [ACTIVE_CONVENTION],
      extraOptions: { auth: 'none' },
    }),
  }),
});

export const { useGetActiveConventionQuery } = conventionsApi;
