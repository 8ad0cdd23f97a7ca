import type { AddSessionRequest, Convention } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

/** Every session change may change the list, the active convention and its registrations. */
const SESSION_WRITE = [
  { type: 'Convention', id: 'LIST' },
  { type: 'Convention', id: 'ACTIVE' },
  'Registration',
] as const;

/** A convention's sessions after it was made: one added (a Pentecost Monday) or removed. */
export const sessionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    addSession: build.mutation<Convention, { conventionId: number } & AddSessionRequest>({
      query: ({ conventionId, ...body }) => ({
        url: `/Convention/${conventionId}/sessions`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [...SESSION_WRITE],
    }),
    /** `registrations`: how many placed registrations the organiser agreed to take it from. */
    removeSession: build.mutation<
      Convention,
      { conventionId: number; sessionId: number; registrations: number }
    >({
      query: ({ conventionId, sessionId, registrations }) => ({
        url: `/Convention/${conventionId}/sessions/${sessionId}`,
        method: 'DELETE',
        params: { registrations },
      }),
      invalidatesTags: [...SESSION_WRITE],
    }),
  }),
});

export const { useAddSessionMutation, useRemoveSessionMutation } = sessionsApi;
