import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Recent hits on limited calls (sign-up, code mails, reset attempts), kept in the database so that
 * every server instance counts the same hits.
 */
export const requestThrottle = pgTable(
  'request_throttle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which limit, e.g. 'register:address'. */
    bucket: text('bucket').notNull(),
    /** Whom it counts: an address, a lower-cased email or a user id. */
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('request_throttle_bucket_key_idx').on(t.bucket, t.key, t.createdAt)],
);
