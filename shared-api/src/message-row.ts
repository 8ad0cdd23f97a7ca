import type { InboxItem } from './contract';
import { formatMomentDay, personName, recipientNames } from './contract/plain';

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
