import { timestamp } from 'drizzle-orm/pg-core';

/** Instants are stored in UTC; convention dates travel as zone-less local times with a Z suffix. */
export const utcTimestamp = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = (name = 'created_at') => utcTimestamp(name).notNull().defaultNow();
export const updatedAt = () => utcTimestamp('updated_at').notNull().defaultNow();
