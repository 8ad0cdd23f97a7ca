import { getErrorMessage, type FeaturedGame, type SaveFeaturedGameRequest } from 'shared-api';
import { saveFeaturedGameRequestSchema } from 'shared-api/contract';
import { FormDialog, FormSwitch, FormTextField, useZodForm } from 'shared-ui/forms';
import { SAVE_FAILED, type EditableListModalProps } from '../../../components/editable-list';
import { CatalogueGameField } from './catalogue-game-field';

export const FeaturedGameModal = ({
  item: game,
  onClose,
  onSave,
}: EditableListModalProps<FeaturedGame, SaveFeaturedGameRequest>) => {
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
      failureMessage={(caught) => getErrorMessage(caught, SAVE_FAILED)}
      onClose={onClose}
    >
      <FormTextField control={control} name="gameName" label="Game Name" autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline rows={4} />
      <CatalogueGameField control={control} />
      <FormSwitch control={control} name="isActive" label="Active" />
    </FormDialog>
  );
};
