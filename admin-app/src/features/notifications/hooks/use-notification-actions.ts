import { useCallback } from 'react';
import {
  NOTIFICATION_LOGIN_MESSAGE,
  selectCurrentUser,
  useAppSelector,
  type CreateNotificationRequest,
  type Notification,
} from 'shared-api';
import {
  useCreateNotificationMutation,
  useDeleteNotificationMutation,
  useUpdateNotificationMutation,
} from 'shared-api/admin';
import { useToast } from 'shared-ui';
import { useAction } from 'shared-ui/actions';

export const SAVE_FAILED = 'An unexpected error occurred.';
export const DELETE_FAILED = 'Failed to delete notification.';

/** Save and delete with a toast for each outcome; the lists reload through the API tags. */
export const useNotificationActions = (list: readonly Notification[]) => {
  const user = useAppSelector(selectCurrentUser);
  const [create] = useCreateNotificationMutation();
  const [update] = useUpdateNotificationMutation();
  const [remove] = useDeleteNotificationMutation();
  const { showToast } = useToast();

  /** Saves a valid request; rejects with the message the modal shows. */
  const save = useCallback(
    async (payload: CreateNotificationRequest, noteId?: string) => {
      if (!user) throw new Error(NOTIFICATION_LOGIN_MESSAGE);
      // Update when the list already holds it, otherwise create.
      const exists = noteId !== undefined && list.some((item) => item.noteId === noteId);
      if (exists) {
        await update({ ...payload, noteId }).unwrap();
        showToast({ body: 'Notification updated successfully.', variant: 'success' });
      } else {
        await create(payload).unwrap();
        showToast({ body: 'Notification created successfully.', variant: 'success' });
      }
    },
    [user, list, create, update, showToast],
  );

  const { run: deleteNotification } = useAction((noteId: string) => remove(noteId), {
    success: 'Notification deleted.',
    failure: DELETE_FAILED,
    fixedFailure: true,
  });

  return { save, deleteNotification };
};
