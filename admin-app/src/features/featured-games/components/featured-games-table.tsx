import {
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { FeaturedGame } from 'shared-api';
import { RowActions, type ItemActions } from '../../../components/editable-list';
import { StatusBadge } from './status-badge';

export interface FeaturedGamesTableProps extends ItemActions<FeaturedGame> {
  games: readonly FeaturedGame[];
}

const EMPTY = 'No featured games found.';

/**
 * Game Name, Description (at most 400px wide), Status, Actions; below 'md' the same
 * content as cards, so nothing scrolls sideways.
 */
export const FeaturedGamesTable = ({ games, ...actions }: FeaturedGamesTableProps) => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  if (narrow) {
    if (games.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          {EMPTY}
        </Paper>
      );
    }
    return (
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Featured games">
        {games.map((game) => (
          <Paper key={game.id} variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{game.gameName}</Typography>
              <StatusBadge game={game} />
            </Stack>
            {game.description && (
              <Typography color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
                {game.description}
              </Typography>
            )}
            <RowActions item={game} name={game.gameName} {...actions} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Featured games">
        <TableHead>
          <TableRow>
            <TableCell>Game Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {games.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} align="center">
                {EMPTY}
              </TableCell>
            </TableRow>
          ) : (
            games.map((game) => (
              <TableRow key={game.id}>
                <TableCell sx={{ fontWeight: 600 }}>{game.gameName}</TableCell>
                <TableCell sx={{ maxWidth: 400, overflowWrap: 'anywhere' }}>
                  {game.description}
                </TableCell>
                <TableCell>
                  <StatusBadge game={game} />
                </TableCell>
                <TableCell>
                  <RowActions item={game} name={game.gameName} {...actions} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
