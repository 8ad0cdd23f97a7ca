import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  /** The mail code looks templates up by name. */
  name: text('name').notNull().unique(),
  subject: text('subject').notNull(),
  /** Sanitised HTML with placeholders. */
  body: text('body').notNull(),
  /** The Dutch and French versions, each optional: a language without one gets the English. */
  translations: jsonb('translations')
    .$type<Partial<Record<'nl' | 'fr', { subject: string; body: string }>>>()
    .notNull()
    .default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
