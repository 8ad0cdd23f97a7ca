import { useCallback } from 'react';
import {
  getErrorMessage,
  NOTIFICATION_LOGIN_MESSAGE,
  selectCurrentUser,
  useAppSelector,
  useCreateNotificationMutation,
  useDeleteNotificationMutation,
  useUpdateNotificationMutation,
  type Notification,
  type Tag,
} from 'shared-api';
import { useToast } from 'shared-ui';
import { toPayload, type NotificationFormValues } from '../logic/notification-form';

export const SAVE_FAILED = 'An unexpected error occurred.';
export const DELETE_FAILED = 'Failed to delete notification.';

/** Save and delete, each with its success or failure toast; the lists reload through the API tags. */
export const useNotificationActions = (list: readonly Notification[]) => {
  const user = useAppSelector(selectCurrentUser);
  const [create] = useCreateNotificationMutation();
  const [update] = useUpdateNotificationMutation();
  const [remove] = useDeleteNotificationMutation();
  const { showToast } = useToast();

  /** Resolves to the message the modal shows, or null once saved. */
  const save = useCallback(
    async (values: NotificationFormValues, tags: readonly Tag[], noteId?: string) => {
      if (!user) return NOTIFICATION_LOGIN_MESSAGE;
      const result = toPayload(values, tags);
      if (!result.ok) return result.error;
      const { payload } = result;
      // Update when the list already holds it, otherwise create.
      const exists = noteId !== undefined && list.some((item) => item.noteId === noteId);
      try {
        if (exists) {
          await update({ ...payload, noteId }).unwrap();
          showToast({ body: 'Notification updated successfully.', variant: 'success' });
        } else {
          await create(payload).unwrap();
          showToast({ body: 'Notification created successfully.', variant: 'success' });
        }
        return null;
      } catch (caught) {
        return getErrorMessage(caught, SAVE_FAILED);
      }
    },
    [user, list, create, update, showToast],
  );

  const deleteNotification = useCallback(
    async (noteId: string) => {
      try {
        await remove(noteId).unwrap();
        showToast({ body: 'Notification deleted.', variant: 'success' });
      } catch {
        showToast({ body: DELETE_FAILED, variant: 'danger' });
      }
    },
    [remove, showToast],
  );

  return { save, deleteNotification };
};
