import { getErrorMessage, type CatalogueGame, type SaveCatalogueGameRequest } from 'shared-api';
import { saveCatalogueGameRequestSchema } from 'shared-api/contract';
import { FormDialog, FormSwitch, FormTextField, useZodForm } from 'shared-ui/forms';
import { SAVE_FAILED, type EditableListModalProps } from '../../../components/editable-list';

export const GameModal = ({
  item: game,
  onClose,
  onSave,
}: EditableListModalProps<CatalogueGame, SaveCatalogueGameRequest>) => {
  const form = useZodForm(saveCatalogueGameRequestSchema, {
    defaultValues: {
      id: game?.id ?? crypto.randomUUID(),
      title: game?.title ?? '',
      aliases: game?.aliases.join(', ') ?? '',
      minPlayers: String(game?.minPlayers ?? 3),
      maxPlayers: String(game?.maxPlayers ?? 6),
      minutes: String(game?.minutes ?? 240),
      minutesAtMaxPlayers:
        game?.minutesAtMaxPlayers == null ? '' : String(game.minutesAtMaxPlayers),
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
      failureMessage={(caught) => getErrorMessage(caught, SAVE_FAILED)}
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
      <FormTextField
        control={control}
        name="minutesAtMaxPlayers"
        label="Length in minutes at the largest table"
        helperText="Leave empty when more players take no longer"
        type="number"
        inputMode="numeric"
      />
      <FormSwitch control={control} name="isLong" label="Long game (a day and its evening)" />
      <FormTextField control={control} name="notes" label="Notes" multiline rows={3} />
    </FormDialog>
  );
};
