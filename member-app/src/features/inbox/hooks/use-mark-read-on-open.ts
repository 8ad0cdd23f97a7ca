import { useEffect, useRef } from 'react';
import { useMarkAsReadMutation, type InboxItem } from 'shared-api';
import { useToast } from 'shared-ui';

export const MARKED_AS_READ = 'Message marked as read.';

/**
 * Opening an unread conversation marks it read, once. A failure is only logged:
 * the reader still has the conversation in front of them.
 */
export const useMarkReadOnOpen = (item: InboxItem | undefined, openedUnread: boolean) => {
  const [markAsRead] = useMarkAsReadMutation();
  const { showToast } = useToast();
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!item || marked.current === item.message.noteId) return;
    if (item.isRead && !openedUnread) return;
    marked.current = item.message.noteId;
    markAsRead(item.message.noteId)
      .unwrap()
      .then(() => showToast({ body: MARKED_AS_READ, variant: 'info', delay: 2000 }))
      .catch((error: unknown) => console.error('Could not mark the message as read.', error));
  }, [item, openedUnread, markAsRead, showToast]);
};
