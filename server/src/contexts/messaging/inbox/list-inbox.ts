import {
  totalPagesFor,
  type AdminInboxQuery,
  type InboxPage,
  type PageQuery,
} from 'shared-api/contract';
import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageRecipients, messages, replies, users } from '../../../db/schema';
import { containsEveryWord, foldedSql, searchWords } from '../../../shared/search/folded-search';
import type { InboxCaller } from './inbox-caller';
import { loadInboxItems } from './load-inbox-items';
import { takesPart } from './participation';

// A conversation moves up when someone answers it.
const lastActivity = sql`coalesce((select max(${replies.createDate}) from ${replies} where ${replies.messageId} = ${messages.id}), ${messages.createDate})`;

const page = async (
  db: Db,
  caller: InboxCaller,
  { pageNumber, pageSize }: PageQuery,
  where: SQL | undefined,
): Promise<InboxPage> => {
  const [total] = await db.select({ total: count() }).from(messages).where(where);
  const totalCount = total?.total ?? 0;
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(where)
    .orderBy(desc(lastActivity), desc(messages.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return {
    items: await loadInboxItems(
      db,
      caller,
      rows.map((row) => row.id),
    ),
    totalCount,
    totalPages: totalPagesFor(totalCount, pageSize),
    pageSize,
    pageNumber,
  };
};

/** GET /api/Inbox: the conversations the caller sent or received. */
export const listInbox = (db: Db, caller: InboxCaller, query: PageQuery): Promise<InboxPage> =>
  page(db, caller, query, takesPart(db, caller.id));

const personText = (person: typeof users) =>
  sql`concat_ws(' ', ${person.firstName}, ${person.lastName}, ${person.email})`;

/** SQL: the subject, the sender or a recipient (name or email) holds every word of the search. */
const conversationSearch = (search: string | undefined): SQL | undefined =>
  containsEveryWord(
    foldedSql(
      sql`${messages.title}`,
      sql`(select ${personText(users)} from ${users} where ${users.id} = ${messages.fromUserId})`,
      sql`(select string_agg(${personText(users)}, ' ') from ${messageRecipients}
        join ${users} on ${users.id} = ${messageRecipients.userId}
        where ${messageRecipients.messageId} = ${messages.id})`,
    ),
    searchWords(search),
  );

/**
 * GET /api/Inbox/admin: every conversation of the site, the organisers' shared view; only those
 * the search finds when there is one.
 */
export const listAdminInbox = (
  db: Db,
  caller: InboxCaller,
  { search, ...query }: AdminInboxQuery,
): Promise<InboxPage> => page(db, caller, query, conversationSearch(search));
