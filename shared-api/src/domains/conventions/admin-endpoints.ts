import type {
  Convention,
  CreateConventionRequest,
  RegistrationStatusRequest,
  UpdateConventionRequest,
  UpdateSessionRequest,
} from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

const CONVENTION_LIST = { type: 'Convention', id: 'LIST' } as const;
/** The tag of the active convention, which the main entry's getActiveConvention provides. */
const ACTIVE_CONVENTION = { type: 'Convention', id: 'ACTIVE' } as const;
/** Every convention write may change the list and the active convention. */
const CONVENTION_WRITE = [CONVENTION_LIST, ACTIVE_CONVENTION];

export interface ConventionFeaturedGameLink {
  conventionId: number;
  gameId: string;
}

/** Convention Management: the conventions, their sessions, registration status and featured games. */
export const adminConventionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Admin list, with sessions and featured games. */
    getConventions: build.query<Convention[], void>({
      query: () => '/Convention',
      providesTags: [CONVENTION_LIST],
    }),
    createConvention: build.mutation<Convention, CreateConventionRequest>({
      query: (body) => ({ url: '/Convention', method: 'POST', body }),
      invalidatesTags: CONVENTION_WRITE,
    }),
    updateConvention: build.mutation<Convention, UpdateConventionRequest>({
      query: (body) => ({ url: '/Convention', method: 'PUT', body }),
      invalidatesTags: CONVENTION_WRITE,
    }),
    updateSession: build.mutation<Convention, UpdateSessionRequest>({
      query: (body) => ({ url: '/Convention/session', method: 'PUT', body }),
      invalidatesTags: CONVENTION_WRITE,
    }),
    setRegistrationStatus: build.mutation<
      Convention,
      RegistrationStatusRequest & { conventionId: number }
    >({
      query: ({ conventionId, isOpen }) => ({
        url: `/Convention/${conventionId}/registration-status`,
        method: 'PUT',
        body: { isOpen },
      }),
      invalidatesTags: CONVENTION_WRITE,
    }),
    linkFeaturedGame: build.mutation<Convention, ConventionFeaturedGameLink>({
      query: ({ conventionId, gameId }) => ({
        url: `/Convention/${conventionId}/featured-games/${gameId}`,
        method: 'POST',
      }),
      invalidatesTags: CONVENTION_WRITE,
    }),
    unlinkFeaturedGame: build.mutation<Convention, ConventionFeaturedGameLink>({
      query: ({ conventionId, gameId }) => ({
        url: `/Convention/${conventionId}/featured-games/${gameId}`,
        method: 'DELETE',
      }),
      invalidatesTags: CONVENTION_WRITE,
    }),
  }),
});

export const {
  useGetConventionsQuery,
  useCreateConventionMutation,
  useUpdateConventionMutation,
  useUpdateSessionMutation,
  useSetRegistrationStatusMutation,
  useLinkFeaturedGameMutation,
  useUnlinkFeaturedGameMutation,
} = adminConventionsApi;
