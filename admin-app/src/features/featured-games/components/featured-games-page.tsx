import type { FeaturedGame, SaveFeaturedGameRequest } from 'shared-api';
import { useDeleteFeaturedGameMutation, useGetFeaturedGamesQuery } from 'shared-api/admin';
import { EditableListPage, type EditableListTexts } from '../../../components/editable-list';
import { useSaveFeaturedGame } from '../hooks/use-save-featured-game';
import { DeleteGameMessage } from './delete-game-message';
import { FeaturedGameModal } from './featured-game-modal';
import { FeaturedGamesTable } from './featured-games-table';

const TEXTS: EditableListTexts = {
  heading: 'Featured Games',
  add: 'Create New Game',
  loadFailed: 'Failed to load featured games.',
  deleteTitle: 'Delete Game',
  deleted: 'Game deleted successfully!',
  deleteFailed: 'Failed to delete game.',
};

/** /admin/featured-games. */
export const FeaturedGamesPage = () => {
  const list = useGetFeaturedGamesQuery();
  const [deleteGame, { isLoading: deleting }] = useDeleteFeaturedGameMutation();
  const save = useSaveFeaturedGame(list.data ?? []);
  return (
    <EditableListPage<FeaturedGame, SaveFeaturedGameRequest>
      texts={TEXTS}
      list={list}
      renderList={(games, actions) => <FeaturedGamesTable games={games} {...actions} />}
      Modal={FeaturedGameModal}
      save={save}
      remove={(game) => deleteGame(game.id).unwrap()}
      deleting={deleting}
      deleteMessage={(game) => <DeleteGameMessage game={game} />}
    />
  );
};
