import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ComponentType, type ReactNode } from 'react';
import { ErrorAlert, PageContainer, PageSpinner, useToast } from 'shared-ui';
import { useAction, useFailureToast } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import type { ItemActions } from './row-actions';

/** The words of an editable list page, in the order they appear. */
export interface EditableListTexts {
  heading: string;
  /** The add button's label. */
  add: string;
  /** Shown, and toasted, when the list does not load and the server says nothing clearer. */
  loadFailed: string;
  deleteTitle: string;
  deleted: string;
  deleteFailed: string;
}

/** What a failed save says in the modal when the server says nothing clearer. */
export const SAVE_FAILED = 'An unexpected error occurred during save.';

export interface EditableListModalProps<T, S> {
  /** Edit this item; add a new one (with a fresh client-side id) when absent. */
  item?: T;
  onClose: () => void;
  /** Rejects with the error to show inside the modal. */
  onSave: (values: S) => Promise<void>;
}

export interface EditableListPageProps<T, S> {
  texts: EditableListTexts;
  /** The list query's state. */
  list: { data?: readonly T[]; isLoading: boolean; error?: unknown };
  renderList: (items: readonly T[], actions: ItemActions<T>) => ReactNode;
  /** The add and edit modal. */
  Modal: ComponentType<EditableListModalProps<T, S>>;
  /** Saves the modal's values; resolves with the success text to toast. */
  save: (values: S, editing: T | undefined) => Promise<string>;
  /** Deletes an item; rejects with the error to report. */
  remove: (item: T) => Promise<unknown>;
  deleting: boolean;
  /** The question the delete confirmation asks. */
  deleteMessage: (item: T) => ReactNode;
}

/**
 * An admin page that lists items, with a button to add one and, on each row, Edit (the modal) and
 * Delete (after a confirmation); every outcome is told in a toast.
 */
export const EditableListPage = <T, S>({
  texts,
  list: { data, isLoading, error },
  renderList,
  Modal,
  save,
  remove,
  deleting,
  deleteMessage,
}: EditableListPageProps<T, S>) => {
  const { showToast } = useToast();
  const [modal, setModal] = useState<{ item?: T } | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);

  const { run: removeItem } = useAction(remove, {
    success: texts.deleted,
    failure: texts.deleteFailed,
  });

  const loadError = useFailureToast(error, texts.loadFailed);

  if (isLoading && !data) return <PageSpinner />;

  const confirmDelete = async () => {
    if (toDelete === null) return;
    await removeItem(toDelete);
    setToDelete(null);
  };

  return (
    <PageContainer>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1">{texts.heading}</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setModal({})}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {texts.add}
        </Button>
      </Stack>
      {loadError ? (
        <Box>
          <ErrorAlert message={loadError} />
        </Box>
      ) : (
        renderList(data ?? [], {
          busy: deleting,
          onEdit: (item) => setModal({ item }),
          onDelete: setToDelete,
        })
      )}
      {modal && (
        <Modal
          item={modal.item}
          onClose={() => setModal(null)}
          onSave={async (values) => {
            const message = await save(values, modal.item);
            setModal(null);
            showToast({ body: message, variant: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        message={toDelete === null ? null : deleteMessage(toDelete)}
        confirmLabel="Delete"
        confirmColor="error"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </PageContainer>
  );
};
