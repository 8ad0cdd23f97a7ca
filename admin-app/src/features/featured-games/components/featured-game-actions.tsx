import { Button, Chip, Stack } from '@mui/material';
import type { FeaturedGame } from 'shared-api';

export interface FeaturedGameItemProps {
  game: FeaturedGame;
  busy: boolean;
  onEdit: (game: FeaturedGame) => void;
  onDelete: (game: FeaturedGame) => void;
}

export const StatusBadge = ({ game }: { game: FeaturedGame }) => (
  <Chip
    size="small"
    label={game.isActive ? 'Active' : 'Inactive'}
    color={game.isActive ? 'success' : 'default'}
  />
);

export const FeaturedGameActions = ({ game, busy, onEdit, onDelete }: FeaturedGameItemProps) => (
  <Stack direction="row" spacing={1}>
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      onClick={() => onEdit(game)}
      aria-label={`Edit ${game.gameName}`}
    >
      Edit
    </Button>
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={busy}
      onClick={() => onDelete(game)}
      aria-label={`Delete ${game.gameName}`}
    >
      Delete
    </Button>
  </Stack>
);
