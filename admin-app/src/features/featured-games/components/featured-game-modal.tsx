import { getErrorMessage, type FeaturedGame, type SaveFeaturedGameRequest } from 'shared-api';
import { saveFeaturedGameRequestSchema } from 'shared-api/contract';
import { FormDialog, FormSwitch, FormTextField, useZodForm } from 'shared-ui/forms';
import { CatalogueGameField } from './catalogue-game-field';

export const GAME_SAVE_FAILED = 'An unexpected error occurred during save.';

export interface FeaturedGameModalProps {
  /** Edit this game; create a new one (with a fresh client-side id) when absent. */
  game?: FeaturedGame;
  onClose: () => void;
  /** Rejects with the error to show inside the modal. */
  onSave: (game: SaveFeaturedGameRequest) => Promise<void>;
}

export const FeaturedGameModal = ({ game, onClose, onSave }: FeaturedGameModalProps) => {
  const form = useZodForm(saveFeaturedGameRequestSchema, {
    defaultValues: {
      id: game?.id ?? crypto.randomUUID(),
      gameName: game?.gameName ?? '',
      description: game?.description ?? '',
      isActive: game?.isActive ?? true,
      gameId: game?.gameId ?? null,
    },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={game ? 'Edit Game' : 'Create New Game'}
      submitLabel={game ? 'Save Changes' : 'Create Game'}
      onSubmit={onSave}
      failureMessage={(caught) => getErrorMessage(caught, GAME_SAVE_FAILED)}
      onClose={onClose}
    >
      <FormTextField control={control} name="gameName" label="Game Name" autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline rows={4} />
      <CatalogueGameField control={control} />
      <FormSwitch control={control} name="isActive" label="Active" />
    </FormDialog>
  );
};
