import { and, count, desc, gte, lte, type SQL } from 'drizzle-orm';
import { endOfBound, startOfBound, type LogPage } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { logs } from '../../db/schema';

export interface LogFilter {
  fromDate?: string | null;
  toDate?: string | null;
  pageNumber: number;
  pageSize: number;
}

const dateConditions = ({ fromDate, toDate }: LogFilter): SQL[] => [
  ...(fromDate ? [gte(logs.createDate, new Date(startOfBound(fromDate)))] : []),
  ...(toDate ? [lte(logs.createDate, new Date(endOfBound(toDate)))] : []),
];

/** One page of the logs table, newest first, with the count of everything the filter matches. */
export const listLogs = async (db: Db, filter: LogFilter): Promise<LogPage> => {
  const where = and(...dateConditions(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(logs)
      .where(where)
      .orderBy(desc(logs.createDate), desc(logs.id))
      .limit(filter.pageSize)
      .offset((filter.pageNumber - 1) * filter.pageSize),
    db.select({ value: count() }).from(logs).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createDate: row.createDate.toISOString() })),
    totalCount: total?.value ?? 0,
    pageSize: filter.pageSize,
    pageNumber: filter.pageNumber,
  };
};
