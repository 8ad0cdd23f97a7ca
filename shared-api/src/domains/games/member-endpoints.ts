import type { CatalogueGame } from '../../contract';
// Through the package, so that this module, loaded apart from the shell's, injects into its slice.
import { apiSlice } from 'shared-api';

/** What the catalogue's reads provide, and its writes (admin pages) invalidate. */
export const CATALOGUE_GAME_LIST = { type: 'CatalogueGame', id: 'LIST' } as const;

export const catalogueApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The club's game catalogue, by title: members pick their games from it, admins edit it. */
    getCatalogueGames: build.query<CatalogueGame[], void>({
      query: () => '/Games',
      providesTags: [CATALOGUE_GAME_LIST],
    }),
  }),
});

export const { useGetCatalogueGamesQuery } = catalogueApi;
