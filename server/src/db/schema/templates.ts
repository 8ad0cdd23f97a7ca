import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  /** The mail code looks templates up by name. */
  name: text('name').notNull().unique(),
  subject: text('subject').notNull(),
  /** Sanitised HTML with placeholders. */
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
