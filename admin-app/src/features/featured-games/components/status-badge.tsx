import { Chip } from '@mui/material';
import type { FeaturedGame } from 'shared-api';

export const StatusBadge = ({ game }: { game: FeaturedGame }) => (
  <Chip
    size="small"
    label={game.isActive ? 'Active' : 'Inactive'}
    color={game.isActive ? 'success' : 'default'}
  />
);
