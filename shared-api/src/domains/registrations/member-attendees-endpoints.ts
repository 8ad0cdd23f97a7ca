import type { ListedAttendee } from '../../contract';
// Through the package, so that this module, loaded apart from the shell's, injects into its slice.
import { apiSlice } from 'shared-api';

export const attendeesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Who is coming to the active convention: the attendees who chose to be listed. */
    getListedAttendees: build.query<ListedAttendee[], void>({
      query: () => '/Registration/attendees',
      // Refetched after the member's own registration changes (they may have chosen to be listed).
      providesTags: [{ type: 'Registration', id: 'MINE' }],
    }),
  }),
});

export const { useGetListedAttendeesQuery } = attendeesApi;
