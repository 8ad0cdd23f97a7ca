import type { CatalogueGame, SaveCatalogueGameRequest } from '../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

const GAME_LIST = { type: 'CatalogueGame', id: 'LIST' } as const;
// A plan names its games by catalogue title: a renamed game renames its tables.
const GAME_WRITE = [GAME_LIST, 'TablePlan'] as const;

export const gamesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The club's game catalogue, by title (members and admins). */
    getCatalogueGames: build.query<CatalogueGame[], void>({
      query: () => '/Games',
      providesTags: [GAME_LIST],
    }),
    createCatalogueGame: build.mutation<CatalogueGame, SaveCatalogueGameRequest>({
      query: (body) => ({ url: '/Games', method: 'POST', body }),
      invalidatesTags: [...GAME_WRITE],
    }),
    updateCatalogueGame: build.mutation<CatalogueGame, SaveCatalogueGameRequest>({
      query: (body) => ({ url: '/Games', method: 'PUT', body }),
      invalidatesTags: [...GAME_WRITE],
    }),
    deleteCatalogueGame: build.mutation<null, string>({
      query: (id) => ({ url: `/Games/${id}`, method: 'DELETE' }),
      invalidatesTags: [...GAME_WRITE],
    }),
  }),
});

export const {
  useGetCatalogueGamesQuery,
  useCreateCatalogueGameMutation,
  useUpdateCatalogueGameMutation,
  useDeleteCatalogueGameMutation,
} = gamesApi;
