import { useCallback } from 'react';
import {
  useCreateFeaturedGameMutation,
  useUpdateFeaturedGameMutation,
  type FeaturedGame,
  type SaveFeaturedGameRequest,
} from 'shared-api';

/**
 * Saving a featured game creates it when the id is not in the current list, otherwise
 * updates. Resolves with the success text; a failure is rethrown to the modal.
 */
export const useSaveFeaturedGame = (current: readonly FeaturedGame[]) => {
  const [createGame] = useCreateFeaturedGameMutation();
  const [updateGame] = useUpdateFeaturedGameMutation();
  return useCallback(
    async (game: SaveFeaturedGameRequest): Promise<string> => {
      if (current.some((existing) => existing.id === game.id)) {
        await updateGame(game).unwrap();
        return 'Game updated successfully!';
      }
      await createGame(game).unwrap();
      return 'Game created successfully!';
    },
    [current, createGame, updateGame],
  );
};
