import type { Reply } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { replies } from '../../../db/schema';
import type { AuthUser } from '../../../shared/auth-user';
import { accessConversation } from './get-conversation';
import { inboxCaller } from './inbox-caller';
import { markReadFor, markUnreadForOthers } from './mark-as-read';
import { mailReply } from '../../../shared/messages/message-mail';

/**
 * POST /api/Inbox/{id}/reply. The text stays plain text (shown escaped, never as HTML); admin
 * replies are flagged. The others taking part see the conversation as unread again and hear of it
 * by mail.
 */
export const postReply = async (
  db: Db,
  user: AuthUser,
  noteId: string,
  body: string,
  publicUrl: string,
) => {
  const caller = inboxCaller(user);
  const participation = await accessConversation(db, caller, noteId);
  return db.transaction(async (tx): Promise<Reply> => {
    const [row] = await tx
      .insert(replies)
      .values({ messageId: noteId, userId: user.id, body, isAdminReply: caller.isAdmin })
      .returning();
    if (!row) throw new Error('The reply was not stored.');
    await markUnreadForOthers(tx, noteId, user.id);
    await markReadFor(tx, noteId, user.id, participation);
    await mailReply(tx, publicUrl, { noteId, sender: user }, caller.isAdmin);
    return {
      replyId: row.id,
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
      body: row.body,
      isAdminReply: row.isAdminReply,
      createDate: row.createDate.toISOString(),
    };
  });
};
