import AddIcon from '@mui/icons-material/Add';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { Convention, FeaturedGame } from 'shared-api';

export interface ConventionFeaturedGamesProps {
  convention: Convention;
  /** Past conventions show their games without Remove and Add. */
  editable: boolean;
  busy: boolean;
  onRemove: (game: FeaturedGame) => void;
  onAdd: () => void;
}

export const ConventionFeaturedGames = ({
  convention,
  editable,
  busy,
  onRemove,
  onAdd,
}: ConventionFeaturedGamesProps) => (
  <Box>
    {convention.featuredGames.length === 0 ? (
      <Typography color="text.secondary">No featured games linked to this convention.</Typography>
    ) : (
      <List dense disablePadding aria-label={`Featured games of ${convention.name}`}>
        {convention.featuredGames.map((game) => (
          <ListItem
            key={game.id}
            divider
            secondaryAction={
              editable && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => onRemove(game)}
                  aria-label={`Remove ${game.gameName}`}
                >
                  Remove
                </Button>
              )
            }
            sx={editable ? { pr: 12 } : undefined}
          >
            <ListItemText primary={game.gameName} secondary={game.description || null} />
          </ListItem>
        ))}
      </List>
    )}
    {editable && (
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        size="small"
        disabled={busy}
        onClick={onAdd}
        sx={{ mt: 1.5 }}
      >
        Add Featured Game
      </Button>
    )}
  </Box>
);
