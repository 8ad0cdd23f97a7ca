import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { getErrorMessage, type FeaturedGame } from 'shared-api';
import { ErrorAlert, PageContainer, PageSpinner, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useSaveFeaturedGame } from '../hooks/use-save-featured-game';
import { DeleteGameMessage } from './delete-game-message';
import { FeaturedGameModal } from './featured-game-modal';
import { FeaturedGamesTable } from './featured-games-table';
import { useDeleteFeaturedGameMutation, useGetFeaturedGamesQuery } from 'shared-api/admin';

export const GAMES_LOAD_FAILED = 'Failed to load featured games.';
const DELETE_FAILED = 'Failed to delete game.';

type ModalState = { game?: FeaturedGame } | null;

/** /admin/featured-games. */
export const FeaturedGamesPage = () => {
  const { data: games, isLoading, error } = useGetFeaturedGamesQuery();
  const [deleteGame, { isLoading: deleting }] = useDeleteFeaturedGameMutation();
  const save = useSaveFeaturedGame(games ?? []);
  const { showToast } = useToast();
  const [modal, setModal] = useState<ModalState>(null);
  const [toDelete, setToDelete] = useState<FeaturedGame | null>(null);

  const loadError = error ? getErrorMessage(error, GAMES_LOAD_FAILED) : null;
  useEffect(() => {
    if (loadError) showToast({ header: 'Error', body: loadError, variant: 'danger' });
  }, [loadError, showToast]);

  if (isLoading && !games) return <PageSpinner />;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteGame(toDelete.id).unwrap();
      showToast({ body: 'Game deleted successfully!', variant: 'success' });
    } catch (caught) {
      showToast({
        header: 'Action Failed',
        body: getErrorMessage(caught, DELETE_FAILED),
        variant: 'danger',
      });
    }
    setToDelete(null);
  };

  return (
    <PageContainer>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1">Featured Games</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setModal({})}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Create New Game
        </Button>
      </Stack>
      {loadError ? (
        <Box>
          <ErrorAlert message={loadError} />
        </Box>
      ) : (
        <FeaturedGamesTable
          games={games ?? []}
          busy={deleting}
          onEdit={(game) => setModal({ game })}
          onDelete={setToDelete}
        />
      )}
      {modal && (
        <FeaturedGameModal
          game={modal.game}
          onClose={() => setModal(null)}
          onSave={async (game) => {
            const message = await save(game);
            setModal(null);
            showToast({ body: message, variant: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Game"
        message={toDelete && <DeleteGameMessage game={toDelete} />}
        confirmLabel="Delete"
        confirmColor="error"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </PageContainer>
  );
};
