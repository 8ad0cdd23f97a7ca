import { getErrorMessage, type CatalogueGame, type SaveCatalogueGameRequest } from 'shared-api';
import { saveCatalogueGameRequestSchema } from 'shared-api/contract';
import { FormDialog, FormSwitch, FormTextField, useZodForm } from 'shared-ui/forms';

export const GAME_SAVE_FAILED = 'An unexpected error occurred during save.';

export interface GameModalProps {
  /** Edit this game; create a new one (with a fresh client-side id) when absent. */
  game?: CatalogueGame;
  onClose: () => void;
  /** Rejects with the error to show inside the modal. */
  onSave: (game: SaveCatalogueGameRequest) => Promise<void>;
}

export const GameModal = ({ game, onClose, onSave }: GameModalProps) => {
  const form = useZodForm(saveCatalogueGameRequestSchema, {
    defaultValues: {
      id: game?.id ?? crypto.randomUUID(),
      title: game?.title ?? '',
      aliases: game?.aliases.join(', ') ?? '',
      minPlayers: String(game?.minPlayers ?? 3),
      maxPlayers: String(game?.maxPlayers ?? 6),
      minutes: String(game?.minutes ?? 240),
      isLong: game?.isLong ?? false,
      notes: game?.notes ?? '',
    },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={game ? 'Edit Game' : 'Add Game'}
      submitLabel={game ? 'Save Changes' : 'Add Game'}
      onSubmit={onSave}
      failureMessage={(caught) => getErrorMessage(caught, GAME_SAVE_FAILED)}
      onClose={onClose}
    >
      <FormTextField control={control} name="title" label="Title" autoFocus />
      <FormTextField
        control={control}
        name="aliases"
        label="Aliases"
        helperText="Other names people write for it, separated by commas"
      />
      <FormTextField
        control={control}
        name="minPlayers"
        label="Minimum players"
        type="number"
        inputMode="numeric"
      />
      <FormTextField
        control={control}
        name="maxPlayers"
        label="Maximum players"
        type="number"
        inputMode="numeric"
      />
      <FormTextField
        control={control}
        name="minutes"
        label="Length in minutes (experienced players)"
        type="number"
        inputMode="numeric"
      />
      <FormSwitch control={control} name="isLong" label="Long game (a day and its evening)" />
      <FormTextField control={control} name="notes" label="Notes" multiline rows={3} />
    </FormDialog>
  );
};
