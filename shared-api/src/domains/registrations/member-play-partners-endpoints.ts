import type { PlayPartner } from '../../contract';
// Through the package, so that this module, loaded apart from the shell's, injects into its slice.
import { apiSlice } from 'shared-api';

export const playPartnersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The attendees of a convention who agreed that others may pick them to play with. */
    getPlayPartners: build.query<PlayPartner[], number>({
      query: (conventionId) => `/Registration/play-partners?conventionId=${conventionId}`,
    }),
  }),
});

export const { useGetPlayPartnersQuery } = playPartnersApi;
