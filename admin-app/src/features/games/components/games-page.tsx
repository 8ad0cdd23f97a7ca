import type { CatalogueGame, SaveCatalogueGameRequest } from 'shared-api';
import {
  useCreateCatalogueGameMutation,
  useDeleteCatalogueGameMutation,
  useGetCatalogueGamesQuery,
  useUpdateCatalogueGameMutation,
} from 'shared-api/admin';
import { EditableListPage, type EditableListTexts } from '../../../components/editable-list';
import { GameCatalogueList } from './game-catalogue-list';
import { GameModal } from './game-modal';

const TEXTS: EditableListTexts = {
  heading: 'Games',
  add: 'Add Game',
  loadFailed: 'Failed to load games.',
  deleteTitle: 'Delete Game',
  deleted: 'Game deleted successfully!',
  deleteFailed: 'Failed to delete game.',
};

/** /admin/games: the club's game catalogue, which the table planner seats people at. */
export const GamesPage = () => {
  const list = useGetCatalogueGamesQuery();
  const [createGame] = useCreateCatalogueGameMutation();
  const [updateGame] = useUpdateCatalogueGameMutation();
  const [deleteGame, { isLoading: deleting }] = useDeleteCatalogueGameMutation();
  return (
    <EditableListPage<CatalogueGame, SaveCatalogueGameRequest>
      texts={TEXTS}
      list={list}
      renderList={(games, actions) => <GameCatalogueList games={games} {...actions} />}
      Modal={GameModal}
      save={async (game, editing) => {
        if (editing) {
          await updateGame(game).unwrap();
          return 'Game updated successfully!';
        }
        await createGame(game).unwrap();
        return 'Game created successfully!';
      }}
      remove={(game) => deleteGame(game.id).unwrap()}
      deleting={deleting}
      deleteMessage={(game) =>
        `Are you sure you want to delete the game "${game.title}"? This action cannot be undone.`
      }
    />
  );
};
