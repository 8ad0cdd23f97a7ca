import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { logs } from '../db/schema';
import { writeLog } from '../shared/logs/write-log';

/**
 * SEED_DEMO=1: a warning and an error, written the way the server writes real ones (the error
 * with its stack, file and line), so a demo site's System Logs page has something to show. Only
 * into an empty table; the start-up lock keeps two instances from both writing them.
 */
export const seedDemoLogs = async (db: Db): Promise<void> => {
  const [existing] = await db.select({ total: count() }).from(logs);
  if ((existing?.total ?? 0) > 0) return;
  await writeLog(db, {
    level: 'Warning',
    message:
      'Demo entry: mail #1 to member@18xx.be failed 3 times and is still being retried: connect ECONNREFUSED',
  });
  const failure = new Error('Demo entry: the database did not answer in time');
  await writeLog(db, {
    level: 'Error',
    message: `GET /api/Convention: ${failure.message}`,
    error: failure,
  });
};
