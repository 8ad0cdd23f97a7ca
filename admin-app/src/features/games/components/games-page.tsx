import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { getErrorMessage, type CatalogueGame } from 'shared-api';
import { ErrorAlert, PageContainer, PageSpinner, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { GameModal } from './game-modal';
import {
  useCreateCatalogueGameMutation,
  useDeleteCatalogueGameMutation,
  useGetCatalogueGamesQuery,
  useUpdateCatalogueGameMutation,
} from 'shared-api/admin';

export const GAMES_LOAD_FAILED = 'Failed to load games.';
const DELETE_FAILED = 'Failed to delete game.';

type ModalState = { game?: CatalogueGame } | null;

const hours = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/** /admin/games: the club's game catalogue, which the table planner seats people at. */
export const GamesPage = () => {
  const { data: games, isLoading, error } = useGetCatalogueGamesQuery();
  const [createGame] = useCreateCatalogueGameMutation();
  const [updateGame] = useUpdateCatalogueGameMutation();
  const [deleteGame, { isLoading: deleting }] = useDeleteCatalogueGameMutation();
  const { showToast } = useToast();
  const [modal, setModal] = useState<ModalState>(null);
  const [toDelete, setToDelete] = useState<CatalogueGame | null>(null);

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
        <Typography variant="h1">Games</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setModal({})}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Add Game
        </Button>
      </Stack>
      {loadError ? (
        <Box>
          <ErrorAlert message={loadError} />
        </Box>
      ) : (games ?? []).length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          No games in the catalogue.
        </Paper>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Game catalogue">
          {(games ?? []).map((game) => (
            <Paper key={game.id} variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography component="h2" sx={{ fontWeight: 600 }}>
                      {game.title}
                    </Typography>
                    {game.isLong && <Chip size="small" label="Long game" color="info" />}
                  </Stack>
                  <Typography variant="body2">
                    {`${game.minPlayers}-${game.maxPlayers} players · ${hours(game.minutes)}`}
                  </Typography>
                  {game.aliases.length > 0 && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {`Also: ${game.aliases.join(', ')}`}
                    </Typography>
                  )}
                  {game.notes && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {game.notes}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={deleting}
                    onClick={() => setModal({ game })}
                    aria-label={`Edit ${game.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={deleting}
                    onClick={() => setToDelete(game)}
                    aria-label={`Delete ${game.title}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {modal && (
        <GameModal
          game={modal.game}
          onClose={() => setModal(null)}
          onSave={async (game) => {
            if (modal.game) await updateGame(game).unwrap();
            else await createGame(game).unwrap();
            setModal(null);
            showToast({
              body: modal.game ? 'Game updated successfully!' : 'Game created successfully!',
              variant: 'success',
            });
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Game"
        message={
          toDelete &&
          `Are you sure you want to delete the game "${toDelete.title}"? This action cannot be undone.`
        }
        confirmLabel="Delete"
        confirmColor="error"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </PageContainer>
  );
};
