import { CONVERSATION_NOT_FOUND, type InboxItem } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../shared/domain-error';
import type { InboxCaller } from './inbox-caller';
import { loadInboxItems } from './load-inbox-items';
import { participationIn, type Participation } from './participation';

/**
 * The caller's part in a conversation they may open. A member who takes no part gets the same 404
 * as for a conversation that does not exist: nothing tells them it is there.
 */
export const accessConversation = async (
  db: Db,
  caller: InboxCaller,
  noteId: string,
): Promise<Participation> => {
  const participation = await participationIn(db, noteId, caller.id);
  const allowed =
    participation !== null &&
    (caller.isAdmin || participation.isSender || participation.isRecipient);
  if (!allowed) throw new DomainError('not-found', CONVERSATION_NOT_FOUND);
  return participation;
};

/** GET /api/Inbox/{id}. */
export const getConversation = async (
  db: Db,
  caller: InboxCaller,
  noteId: string,
): Promise<InboxItem> => {
  await accessConversation(db, caller, noteId);
  const [item] = await loadInboxItems(db, caller, [noteId]);
  if (!item) throw new DomainError('not-found', CONVERSATION_NOT_FOUND);
  return item;
};
