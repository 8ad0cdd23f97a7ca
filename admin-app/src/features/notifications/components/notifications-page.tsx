import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { getErrorMessage, type Notification } from 'shared-api';
import { useGetNotificationsQuery, useGetNotificationTagsQuery } from 'shared-api/admin';
import { ErrorAlert, PageContainer, PageSpinner } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { bucketNotifications } from '../logic/notification-buckets';
import { NotificationSection } from './notification-section';

// The date pickers are loaded only when the modal first opens.
const NotificationModal = lazy(() =>
  import('./notification-modal').then((module) => ({ default: module.NotificationModal })),
);

export const LOAD_FAILED = 'Failed to load data.';

type ModalState = { mode: 'create' } | { mode: 'edit'; item: Notification } | null;

/** /admin/notifications. */
export const NotificationsPage = () => {
  const { data, isLoading, error } = useGetNotificationsQuery();
  const tagsQuery = useGetNotificationTagsQuery();
  const list = useMemo(() => data ?? [], [data]);
  const { save, deleteNotification } = useNotificationActions(list);
  const [modal, setModal] = useState<ModalState>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const [busy, setBusy] = useState(false);
  // The buckets are computed when the list (re)loads, which every save and delete triggers.
  const buckets = useMemo(() => bucketNotifications(list, new Date()), [list]);

  if (isLoading && !data) return <PageSpinner />;

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    await deleteNotification(deleting.noteId);
    setBusy(false);
    setDeleting(null);
  };

  const sectionProps = {
    disabled: busy,
    onEdit: (item: Notification) => setModal({ mode: 'edit', item }),
    onDelete: setDeleting,
  };

  return (
    <PageContainer maxWidth="lg">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">Notifications</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setModal({ mode: 'create' })}
          disabled={busy}
        >
          Create Notification
        </Button>
      </Stack>
      {error && (
        <Box sx={{ mt: 3 }}>
          <ErrorAlert message={getErrorMessage(error, LOAD_FAILED)} />
        </Box>
      )}
      {tagsQuery.error && (
        <Box sx={{ mt: 3 }}>
          <ErrorAlert message={getErrorMessage(tagsQuery.error, LOAD_FAILED)} />
        </Box>
      )}
      <NotificationSection
        id="active-title"
        title="Active"
        empty="No notifications are currently active."
        items={buckets.active}
        {...sectionProps}
      />
      <NotificationSection
        id="upcoming-title"
        title="Upcoming"
        empty="No upcoming notifications found."
        items={buckets.upcoming}
        {...sectionProps}
      />
      <NotificationSection
        id="past-title"
        title="Past & Inactive"
        empty="No past or inactive notifications found."
        items={buckets.past}
        {...sectionProps}
      />
      {modal && (
        <Suspense fallback={<PageSpinner />}>
          <NotificationModal
            editing={modal.mode === 'edit' ? modal.item : undefined}
            tags={tagsQuery.data ?? []}
            onClose={() => setModal(null)}
            onSave={async (payload) => {
              await save(payload, modal.mode === 'edit' ? modal.item.noteId : undefined);
              setModal(null);
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Notification"
        message={`Are you sure you want to delete the notification "${deleting?.title ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        confirmColor="error"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageContainer>
  );
};
