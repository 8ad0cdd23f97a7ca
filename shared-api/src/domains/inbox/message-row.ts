import type { InboxItem } from '../../contract';
import { formatMomentDay, personName, recipientNames } from '../../contract/plain';

/**
 * Where a conversation opens: its page lives in the member remote, and the admin inbox links there
 * too (with a state that leads back).
 */
export const conversationPath = (noteId: string): string =>
  `/inbox/conversation/${encodeURIComponent(noteId)}`;

/**
 * One conversation as the inbox tables (shared-ui's MessageTable) list it: the people by name and
 * the last activity's day on the club's clock. Both the member's and the admin's inbox read it.
 */
export const toMessageRow = (item: InboxItem) => ({
  id: item.message.noteId,
  isRead: item.isRead,
  from: personName(item.message.from),
  to: recipientNames(item.message.recipients),
  title: item.message.title,
  replies: item.replies.length,
  date: formatMomentDay(item.lastActivityDate),
});
