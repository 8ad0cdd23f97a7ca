import type { Convention } from '../../contract';
// Through the package, so that this module, loaded apart from the shell's, injects into its slice.
import { apiSlice } from 'shared-api';

export const attendeeConventionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The active convention asked with the member's session: its venue is filled in for a member
     * with a placed registration (and organisers), null for everyone else.
     */
    getAttendeeConvention: build.query<Convention, void>({
      query: () => '/Convention/active',
      providesTags: [{ type: 'Convention', id: 'ACTIVE' }],
      // Per account: a later sign-in as someone else must not see this one's venue.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAttendeeConventionQuery } = attendeeConventionApi;
