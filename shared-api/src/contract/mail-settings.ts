import { z } from 'zod';
import { MESSAGE_MAIL_REQUIRED } from './plain/mail-settings';

/**
 * GET and PUT /api/User/me/notifications: whether the member is emailed for every new message or
 * reply they receive (invoices, codes and approval are mailed whatever they choose).
 */
export const mailSettingsSchema = z.object({
  messageMail: z.boolean({ error: MESSAGE_MAIL_REQUIRED }),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
