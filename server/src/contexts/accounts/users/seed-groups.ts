import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { groups } from '../../../db/schema';

/** Groups exist only through the seed (no page edits them): a first set when there are none. */
const DEFAULT_GROUPS = ['Organisers', 'Volunteers', 'Game Teachers'];

export const seedDefaultGroups = async (db: Db): Promise<void> => {
  const [row] = await db.select({ total: count() }).from(groups);
  if ((row?.total ?? 0) > 0) return;
  await db
    .insert(groups)
    .values(DEFAULT_GROUPS.map((name) => ({ name })))
    .onConflictDoNothing();
};
