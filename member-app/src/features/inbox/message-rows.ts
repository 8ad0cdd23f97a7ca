import { formatMomentDay, personName, recipientNames, type InboxItem } from 'shared-api';
import type { MessageRow } from 'shared-ui/messages';

export const toMessageRow = (item: InboxItem): MessageRow => ({
  id: item.message.noteId,
  isRead: item.isRead,
  from: personName(item.message.from),
  to: recipientNames(item.message.recipients),
  title: item.message.title,
  replies: item.replies.length,
  date: formatMomentDay(item.lastActivityDate),
});
