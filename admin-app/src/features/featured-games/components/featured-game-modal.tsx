import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, type FeaturedGame, type SaveFeaturedGameRequest } from 'shared-api';
import { saveFeaturedGameRequestSchema } from 'shared-api/contract';

export const GAME_SAVE_FAILED = 'An unexpected error occurred during save.';

export interface FeaturedGameModalProps {
  /** Edit this game; create a new one (with a fresh client-side id) when absent. */
  game?: FeaturedGame;
  onClose: () => void;
  /** Rejects with the error to show inside the modal. */
  onSave: (game: SaveFeaturedGameRequest) => Promise<void>;
}

export const FeaturedGameModal = ({ game, onClose, onSave }: FeaturedGameModalProps) => {
  const titleId = useId();
  const [id] = useState(() => game?.id ?? crypto.randomUUID());
  const [gameName, setGameName] = useState(game?.gameName ?? '');
  const [description, setDescription] = useState(game?.description ?? '');
  const [isActive, setIsActive] = useState(game?.isActive ?? true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveFeaturedGameRequestSchema.safeParse({ id, gameName, description, isActive });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? GAME_SAVE_FAILED);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (caught) {
      setError(getErrorMessage(caught, GAME_SAVE_FAILED));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (!saving && reason !== 'backdropClick') onClose();
      }}
      slotProps={{ paper: { component: 'form', onSubmit: save } }}
    >
      <DialogTitle id={titleId}>{game ? 'Edit Game' : 'Create New Game'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Game Name"
            value={gameName}
            onChange={(event) => setGameName(event.target.value)}
            disabled={saving}
            autoFocus
            fullWidth
          />
          <TextField
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            disabled={saving}
            multiline
            rows={4}
            fullWidth
          />
          <FormControlLabel
            control={
              <Switch
                checked={isActive}
                onChange={(event) => setIsActive(event.target.checked)}
                disabled={saving}
              />
            }
            label="Active"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {game ? 'Save Changes' : 'Create Game'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
