import type { FeaturedGame, FeaturedGameUsage, SaveFeaturedGameRequest } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

const GAME_LIST = { type: 'FeaturedGame', id: 'LIST' } as const;
// A convention embeds its featured games: renaming or deleting one changes conventions too.
const GAME_WRITE = [
  GAME_LIST,
  { type: 'Convention', id: 'LIST' },
  { type: 'Convention', id: 'ACTIVE' },
] as const;

export const featuredGamesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Readable by anyone (token sent when present); admins also see inactive games. */
    getFeaturedGames: build.query<FeaturedGame[], void>({
      query: () => '/FeaturedGames',
      providesTags: [GAME_LIST],
      extraOptions: { auth: 'optional' },
    }),
    /** Admins: the conventions that feature a game, newest first (asked before deleting it). */
    getFeaturedGameUsage: build.query<FeaturedGameUsage[], string>({
      query: (id) => `/FeaturedGames/${id}/conventions`,
    }),
    createFeaturedGame: build.mutation<FeaturedGame, SaveFeaturedGameRequest>({
      query: (body) => ({ url: '/FeaturedGames', method: 'POST', body }),
      invalidatesTags: [...GAME_WRITE],
    }),
    updateFeaturedGame: build.mutation<FeaturedGame, SaveFeaturedGameRequest>({
      query: (body) => ({ url: '/FeaturedGames', method: 'PUT', body }),
      invalidatesTags: [...GAME_WRITE],
    }),
    deleteFeaturedGame: build.mutation<null, string>({
      query: (id) => ({ url: `/FeaturedGames/${id}`, method: 'DELETE' }),
      invalidatesTags: [...GAME_WRITE],
    }),
  }),
});

export const {
  useGetFeaturedGamesQuery,
  useGetFeaturedGameUsageQuery,
  useCreateFeaturedGameMutation,
  useUpdateFeaturedGameMutation,
  useDeleteFeaturedGameMutation,
} = featuredGamesApi;
