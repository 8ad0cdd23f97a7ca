import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { Convention, FeaturedGame } from 'shared-api';
import { ConventionFeaturedGames } from './convention-featured-games';
import { AddSessionDialog } from './add-session-dialog';
import { SessionsTable } from './sessions-table';

export interface ConventionDetailsProps {
  convention: Convention;
  isPast: boolean;
  busy: boolean;
  onRemoveGame: (game: FeaturedGame) => void;
  onAddGame: () => void;
}

/** The expandable detail of a row: its sessions and its featured games. */
export const ConventionDetails = ({
  convention,
  isPast,
  busy,
  onRemoveGame,
  onAddGame,
}: ConventionDetailsProps) => {
  const [adding, setAdding] = useState(false);
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ py: 2 }}>
      {/* On a phone the sessions table may scroll sideways: the box takes focus so a keyboard can. */}
      <Box
        role="region"
        aria-label="Sessions, scrollable"
        tabIndex={0}
        sx={{ flex: 3, minWidth: 0, overflowX: 'auto' }}
      >
        <Typography variant="h6" component="h3" gutterBottom>
          Sessions
        </Typography>
        <SessionsTable
          sessions={convention.sessions}
          capacity={convention.capacity}
          removableFrom={isPast ? null : convention.id}
        />
        {!isPast && (
          <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setAdding(true)}>
            Add Session
          </Button>
        )}
        {adding && (
          <AddSessionDialog conventionId={convention.id} onClose={() => setAdding(false)} />
        )}
      </Box>
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Featured Games
        </Typography>
        <ConventionFeaturedGames
          convention={convention}
          editable={!isPast}
          busy={busy}
          onRemove={onRemoveGame}
          onAdd={onAddGame}
        />
      </Box>
    </Stack>
  );
};
