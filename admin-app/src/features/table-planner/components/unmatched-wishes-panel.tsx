import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { getErrorMessage, type CatalogueGame, type UnmatchedWish } from 'shared-api';
import { useAddCatalogueGameAliasMutation, useGetCatalogueGamesQuery } from 'shared-api/admin';
import { useToast } from 'shared-ui';

const FIELD_LABELS = {
  bringGames: 'brings',
  wantToPlayGames: 'wants to play',
  peopleToPlayWith: 'wants to play with',
} as const;

interface MatchToGameProps {
  text: string;
  games: readonly CatalogueGame[];
}

/**
 * Names the catalogue game a wish meant: the words become one of its aliases, so every wish
 * written that way matches it from now on, on this board and the next run.
 */
const MatchToGame = ({ text, games }: MatchToGameProps) => {
  const [gameId, setGameId] = useState('');
  const [addAlias, { isLoading }] = useAddCatalogueGameAliasMutation();
  const { showToast } = useToast();
  const add = async () => {
    const game = games.find((g) => g.id === gameId);
    if (!game) return;
    try {
      await addAlias({ gameId, alias: text }).unwrap();
      showToast({ body: `"${text}" is now an alias of ${game.title}.`, variant: 'success' });
    } catch (caught) {
      showToast({
        header: 'Action Failed',
        body: getErrorMessage(caught, 'An unexpected error occurred.'),
        variant: 'danger',
      });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, mb: 1.5 }}>
      <TextField
        select
        size="small"
        label={`Game meant by "${text}"`}
        value={gameId}
        onChange={(event) => setGameId(event.target.value)}
        sx={{ minWidth: 220 }}
      >
        {games.map((game) => (
          <MenuItem key={game.id} value={game.id}>
            {game.title}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={gameId === '' || isLoading}
        aria-label={`Add as alias: "${text}"`}
        onClick={() => void add()}
      >
        Add as alias
      </Button>
    </Stack>
  );
};

/**
 * What the free text names that matches no catalogue game and no attendee, never guessed: the
 * organisers tell which game a name meant, or ask the attendee who they meant.
 */
export const UnmatchedWishesPanel = ({ wishes }: { wishes: readonly UnmatchedWish[] }) => {
  const { data: games = [] } = useGetCatalogueGamesQuery(undefined, {
    skip: wishes.length === 0,
  });
  if (wishes.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Unmatched wishes"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Unmatched wishes
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        These names match no game of the catalogue and no attendee. Choose the game a name meant to
        add it as an alias, which matches every wish written that way; for a person, ask the
        attendee.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {wishes.map((wish, index) => (
          <li key={index}>
            {`${wish.attendeeName} ${FIELD_LABELS[wish.field]}: "${wish.text}"`}
            {wish.field !== 'peopleToPlayWith' && <MatchToGame text={wish.text} games={games} />}
          </li>
        ))}
      </Box>
    </Paper>
  );
};
