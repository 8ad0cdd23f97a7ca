import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Convention, FeaturedGame } from 'shared-api';
import { useGetConventionsQuery } from 'shared-api/admin';
import { ErrorAlert, PageContainer, PageSpinner, useToast } from 'shared-ui';
import { useFailureToast } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useConventionActions } from '../hooks/use-convention-actions';
import { groupConventions } from '../logic/convention-status';
import { AddFeaturedGameModal } from './add-featured-game-modal';
import type { ConventionRowHandlers } from './convention-handlers';
import { ConventionsTable } from './conventions-table';

// The date pickers are loaded only when the modal first opens.
const ConventionModal = lazy(() =>
  import('./convention-modal').then((module) => ({ default: module.ConventionModal })),
);

export const PAGE_LOAD_FAILED = 'Failed to load page data.';
const SAVED = 'Convention data saved successfully!';

type Confirmation =
  | { kind: 'active'; conventionId: number; isActive: boolean }
  | { kind: 'remove-game'; conventionId: number; game: FeaturedGame };

type ModalState = { mode: 'create' } | { mode: 'edit'; conventionId: number } | null;

/** /admin/convention-management. */
export const ConventionManagementPage = () => {
  const { data, isLoading, error } = useGetConventionsQuery();
  const actions = useConventionActions();
  const { showToast } = useToast();
  const [modal, setModal] = useState<ModalState>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [addGameTo, setAddGameTo] = useState<number | null>(null);

  const loadError = useFailureToast(error, PAGE_LOAD_FAILED);

  const groups = useMemo(() => groupConventions(data ?? []), [data]);
  // Dialogs follow the live list, so they show what the server now holds after each action.
  const byId = (id: number | null): Convention | undefined =>
    data?.find((convention) => convention.id === id);
  const confirmed = confirmation ? byId(confirmation.conventionId) : undefined;
  const editing = modal?.mode === 'edit' ? byId(modal.conventionId) : undefined;
  const addingTo = byId(addGameTo);

  if (isLoading && !data) return <PageSpinner />;

  const confirm = async () => {
    if (!confirmation || !confirmed) return;
    if (confirmation.kind === 'active') await actions.setActive(confirmed, confirmation.isActive);
    else await actions.unlinkGame(confirmed, confirmation.game);
    setConfirmation(null);
  };

  const handlers: ConventionRowHandlers = {
    onToggleRegistration: (c: Convention, isOpen: boolean) => {
      void actions.setRegistrationOpen(c, isOpen);
    },
    onEdit: (c: Convention) => setModal({ mode: 'edit', conventionId: c.id }),
    onToggleActive: (c: Convention) =>
      setConfirmation({ kind: 'active', conventionId: c.id, isActive: !c.isActive }),
    onRemoveGame: (c: Convention, game: FeaturedGame) =>
      setConfirmation({ kind: 'remove-game', conventionId: c.id, game }),
    onAddGame: (c: Convention) => setAddGameTo(c.id),
  };

  return (
    <PageContainer>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">Convention Management</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setModal({ mode: 'create' })}
          disabled={actions.busy}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Create New Convention
        </Button>
      </Stack>
      {loadError && (
        <Box sx={{ mt: 2 }}>
          <ErrorAlert message={loadError} />
        </Box>
      )}
      {data && (
        <>
          <ConventionsTable
            title="Upcoming & Active Conventions"
            emptyText="No upcoming conventions found."
            conventions={groups.upcoming}
            isPast={false}
            busy={actions.busy}
            handlers={handlers}
          />
          <ConventionsTable
            title="Past Conventions"
            emptyText="No past conventions found."
            conventions={groups.past}
            isPast
            busy={actions.busy}
            handlers={handlers}
          />
        </>
      )}
      {modal && (modal.mode === 'create' || editing) && (
        <Suspense fallback={null}>
          <ConventionModal
            convention={editing}
            onClose={() => setModal(null)}
            onSaved={() => {
              setModal(null);
              showToast({ body: SAVED, variant: 'success' });
            }}
          />
        </Suspense>
      )}
      {addingTo && (
        <AddFeaturedGameModal
          convention={addingTo}
          busy={actions.busy}
          onAdd={(game) => void actions.linkGame(addingTo, game)}
          onClose={() => setAddGameTo(null)}
        />
      )}
      <ConfirmDialog
        open={confirmation !== null && confirmed !== undefined}
        title={confirmation?.kind === 'remove-game' ? 'Remove Featured Game' : 'Confirm'}
        message={confirmationMessage(confirmation, confirmed, data)}
        confirmLabel={confirmationLabel(confirmation)}
        confirmColor={confirmation?.kind === 'remove-game' ? 'error' : 'primary'}
        busy={actions.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirmation(null)}
      />
    </PageContainer>
  );
};

/** Setting one active deactivates the live one: the question names it. */
const confirmationMessage = (
  confirmation: Confirmation | null,
  convention?: Convention,
  all: readonly Convention[] = [],
) => {
  if (!confirmation || !convention) return '';
  if (confirmation.kind === 'remove-game') {
    return `Are you sure you want to remove "${confirmation.game.gameName}" from this convention?`;
  }
  const question = `Are you sure you want to ${confirmation.isActive ? 'set as active' : 'deactivate'} "${convention.name}"?`;
  const live = confirmation.isActive
    ? all.find((other) => other.isActive && other.id !== convention.id)
    : undefined;
  return live ? `${question} "${live.name}" is active now and will be deactivated.` : question;
};

const confirmationLabel = (confirmation: Confirmation | null) => {
  if (confirmation?.kind === 'remove-game') return 'Remove';
  return confirmation?.isActive === false ? 'Set Inactive' : 'Set Active';
};
