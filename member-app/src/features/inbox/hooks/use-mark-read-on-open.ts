import { useEffect, useRef } from 'react';
import { useMarkAsReadMutation, type InboxItem } from 'shared-api';

/**
 * Opening an unread conversation marks it read, once, without a word: opening is not an action
 * the reader took, and the unread count already changes. A failure is only logged: the reader
 * still has the conversation in front of them.
 */
export const useMarkReadOnOpen = (item: InboxItem | undefined, openedUnread: boolean) => {
  const [markAsRead] = useMarkAsReadMutation();
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!item || marked.current === item.message.noteId) return;
    if (item.isRead && !openedUnread) return;
    marked.current = item.message.noteId;
    markAsRead(item.message.noteId)
      .unwrap()
      .catch((error: unknown) => console.error('Could not mark the message as read.', error));
  }, [item, openedUnread, markAsRead]);
};
