import { useCallback } from 'react';
import { type FeaturedGame, type SaveFeaturedGameRequest } from 'shared-api';
import { useCreateFeaturedGameMutation, useUpdateFeaturedGameMutation } from 'shared-api/admin';

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
