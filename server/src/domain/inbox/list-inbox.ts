import { totalPagesFor, type InboxPage, type PageQuery } from 'shared-api/contract';
import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, replies } from '../../db/schema';
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

/** GET /api/Inbox/admin: every conversation of the site, the organisers' shared view. */
export const listAdminInbox = (db: Db, caller: InboxCaller, query: PageQuery): Promise<InboxPage> =>
  page(db, caller, query, undefined);
