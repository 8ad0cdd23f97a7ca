import { LOG_LEVELS } from 'shared-api/contract';
import { bigserial, index, jsonb, pgEnum, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const logLevelEnum = pgEnum('log_level', LOG_LEVELS);

/** What the System Logs page shows: warnings and errors, never secrets. */
export const logs = pgTable(
  'logs',
  {
    id: serial('id').primaryKey(),
    logLevel: logLevelEnum('log_level').notNull(),
    message: text('message').notNull(),
    stackTrace: text('stack_trace'),
    createDate: createdAt('create_date'),
  },
  (t) => [index('logs_create_date_idx').on(t.createDate)],
);

/** Who did what and when: sign-ins and every admin action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);
