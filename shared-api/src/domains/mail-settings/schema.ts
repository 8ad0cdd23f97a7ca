import { z } from 'zod';
import { MESSAGE_MAIL_REQUIRED } from './plain';

/** Kept out of ./plain: only the profile page and the server say it. */
export const REMINDER_MAIL_INVALID = 'Please choose whether to receive reminder emails: on or off.';

/**
 * GET and PUT /api/User/me/notifications: whether the member is emailed for every new message or
 * reply they receive (invoices, codes and approval are mailed whatever they choose), and whether
 * they get the reminders before a convention they are registered for (absent in a PUT: unchanged).
 */
export const mailSettingsSchema = z.object({
  messageMail: z.boolean({ error: MESSAGE_MAIL_REQUIRED }),
  reminderMail: z.boolean({ error: REMINDER_MAIL_INVALID }).optional(),
});
export type MailSettingsChange = z.infer<typeof mailSettingsSchema>;

/** The answer of GET and PUT /api/User/me/notifications: every choice as stored. */
export const storedMailSettingsSchema = mailSettingsSchema.required();
export type MailSettings = z.infer<typeof storedMailSettingsSchema>;
