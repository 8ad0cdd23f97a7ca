import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { CatalogueGame } from 'shared-api';
import { gameFactsText } from 'shared-api/admin';
import { RowActions, type ItemActions } from '../../../components/editable-list';

/** Each catalogue game with its players, length, aliases and notes, as a card at every width. */
export const GameCatalogueList = ({
  games,
  ...actions
}: { games: readonly CatalogueGame[] } & ItemActions<CatalogueGame>) =>
  games.length === 0 ? (
    <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
      No games in the catalogue.
    </Paper>
  ) : (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Game catalogue">
      {games.map((game) => (
        <Paper key={game.id} variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h2" sx={{ fontWeight: 600 }}>
                  {game.title}
                </Typography>
                {game.isLong && <Chip size="small" label="Long game" color="info" />}
              </Stack>
              <Typography variant="body2">{gameFactsText(game)}</Typography>
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
            <RowActions item={game} name={game.title} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
