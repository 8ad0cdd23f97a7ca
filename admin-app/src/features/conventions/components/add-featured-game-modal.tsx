import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { getErrorMessage, type Convention, type FeaturedGame } from 'shared-api';
import { PageSpinner } from 'shared-ui';
import { useGetFeaturedGamesQuery } from 'shared-api/admin';

export const FEATURED_GAMES_LOAD_FAILED = 'Failed to load featured games.';

export interface AddFeaturedGameModalProps {
  convention: Convention;
  busy: boolean;
  onAdd: (game: FeaturedGame) => void;
  onClose: () => void;
}

/**
 * Every featured game not yet linked, each with an Add button; an inactive one says so, as members
 * do not see it offered.
 */
export const AddFeaturedGameModal = ({
  convention,
  busy,
  onAdd,
  onClose,
}: AddFeaturedGameModalProps) => {
  const titleId = useId();
  const { data: games, isLoading, error } = useGetFeaturedGamesQuery();
  const linked = new Set(convention.featuredGames.map((game) => game.id));
  const available = (games ?? []).filter((game) => !linked.has(game.id));
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (!busy && reason !== 'backdropClick') onClose();
      }}
    >
      <DialogTitle id={titleId}>Add Featured Game to {convention.name}</DialogTitle>
      <DialogContent dividers>
        {isLoading ? (
          <PageSpinner />
        ) : error ? (
          <Alert severity="error">{getErrorMessage(error, FEATURED_GAMES_LOAD_FAILED)}</Alert>
        ) : available.length === 0 ? (
          <Typography>All available featured games have already been added.</Typography>
        ) : (
          <List disablePadding aria-label="Available featured games">
            {available.map((game) => (
              <ListItem
                key={game.id}
                divider
                sx={{ pr: 10 }}
                secondaryAction={
                  <Button
                    size="small"
                    variant="contained"
                    disabled={busy}
                    onClick={() => onAdd(game)}
                    aria-label={`Add ${game.gameName}`}
                  >
                    Add
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {game.gameName}
                      {!game.isActive && (
                        <Chip size="small" label="Inactive" variant="outlined" sx={{ ml: 1 }} />
                      )}
                    </>
                  }
                  secondary={game.description || null}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
