import type {
  AddCatalogueAliasRequest,
  CatalogueGame,
  SaveCatalogueGameRequest,
} from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';
import { CATALOGUE_GAME_LIST } from 'shared-api/member';

// A plan names its games by catalogue title: a renamed game renames its tables.
const GAME_WRITE = [CATALOGUE_GAME_LIST, 'TablePlan'] as const;

/** The catalogue's writes; its read, which members use too, is in 'shared-api/member'. */
export const gamesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createCatalogueGame: build.mutation<CatalogueGame, SaveCatalogueGameRequest>({
      query: (body) => ({ url: '/Games', method: 'POST', body }),
      invalidatesTags: [...GAME_WRITE],
    }),
    updateCatalogueGame: build.mutation<CatalogueGame, SaveCatalogueGameRequest>({
      query: (body) => ({ url: '/Games', method: 'PUT', body }),
      invalidatesTags: [...GAME_WRITE],
    }),
    addCatalogueGameAlias: build.mutation<
      CatalogueGame,
      AddCatalogueAliasRequest & { gameId: string }
    >({
      query: ({ gameId, ...body }) => ({ url: `/Games/${gameId}/aliases`, method: 'POST', body }),
      invalidatesTags: [...GAME_WRITE],
    }),
    deleteCatalogueGame: build.mutation<null, string>({
      query: (id) => ({ url: `/Games/${id}`, method: 'DELETE' }),
      invalidatesTags: [...GAME_WRITE],
    }),
  }),
});

export { useGetCatalogueGamesQuery } from 'shared-api/member';
export const {
  useCreateCatalogueGameMutation,
  useUpdateCatalogueGameMutation,
  useAddCatalogueGameAliasMutation,
  useDeleteCatalogueGameMutation,
} = gamesApi;
