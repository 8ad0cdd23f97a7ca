import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { type CatalogueGame, type UnmatchedWish } from 'shared-api';
import {
  useAddCatalogueGameAliasMutation,
  useGetCatalogueGamesQuery,
  useIgnoreUnmatchedWishMutation,
} from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';

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
  const labelId = useId();
  const [addAlias, { isLoading }] = useAddCatalogueGameAliasMutation();
  const { run: addAliasOf } = useAction(
    (game: CatalogueGame) => addAlias({ gameId: game.id, alias: text }),
    {
      success: (_added, game) => `"${text}" is now an alias of ${game.title}.`,
    },
  );
  const add = async () => {
    const game = games.find((g) => g.id === gameId);
    if (game) await addAliasOf(game);
  };
  // The label sits above the select, where it wraps: inside the field a long wish was cut off.
  return (
    <Stack spacing={0.5} sx={{ mt: 1, mb: 1.5 }}>
      <Typography id={labelId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {`Game meant by "${text}"`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          value={gameId}
          onChange={(event) => setGameId(event.target.value)}
          slotProps={{ select: { labelId } }}
          sx={{ minWidth: 220 }}
        >
          {games.map((game) => (
            <MenuItem key={game.id} value={game.id} sx={{ whiteSpace: 'normal' }}>
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
    </Stack>
  );
};

interface IgnoreWishProps {
  conventionId: number;
  wish: UnmatchedWish;
}

/** Leaves a wish out of the list for good: a remark, or a game the club does not have. */
const IgnoreWish = ({ conventionId, wish }: IgnoreWishProps) => {
  const [ignore, { isLoading }] = useIgnoreUnmatchedWishMutation();
  const { run } = useAction(
    () =>
      ignore({
        conventionId,
        registrationId: wish.registrationId,
        field: wish.field,
        text: wish.text,
      }),
    { success: `"${wish.text}" is ignored.` },
  );
  return (
    <Button
      size="small"
      disabled={isLoading}
      aria-label={`Ignore: "${wish.text}" (${wish.attendeeName})`}
      onClick={() => void run()}
      sx={{ ml: 1 }}
    >
      Ignore
    </Button>
  );
};

/**
 * What the free text names that matches no catalogue game and no attendee, never guessed: the
 * organisers tell which game a name meant, or ask the attendee who they meant.
 */
export const UnmatchedWishesPanel = ({
  conventionId,
  wishes,
}: {
  conventionId: number;
  wishes: readonly UnmatchedWish[];
}) => {
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
        attendee. Ignore what is no wish to plan for.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {wishes.map((wish, index) => (
          <li key={`${wish.registrationId} ${wish.field} ${index}`}>
            {`${wish.attendeeName} ${FIELD_LABELS[wish.field]}: "${wish.text}"`}
            <IgnoreWish conventionId={conventionId} wish={wish} />
            {wish.field !== 'peopleToPlayWith' && <MatchToGame text={wish.text} games={games} />}
          </li>
        ))}
      </Box>
    </Paper>
  );
};
