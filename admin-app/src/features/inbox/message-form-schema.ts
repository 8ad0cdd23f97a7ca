// From the contract entry, not 'shared-api': it sets zod up for the Content-Security-Policy
// before the schema below is built.
import {
  ADMIN_MESSAGE_BODY_REQUIRED,
  MAX_TITLE_LENGTH,
  RECIPIENT_REQUIRED,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from 'shared-api/contract';
import { z } from 'zod';

/** A new admin message: the body is typed as text and sent as HTML. */
export const messageFormSchema = z.object({
  recipientIds: z.array(z.string()).min(1, RECIPIENT_REQUIRED),
  title: z.string().trim().min(1, TITLE_REQUIRED).max(MAX_TITLE_LENGTH, TITLE_TOO_LONG),
  body: z.string().trim().min(1, ADMIN_MESSAGE_BODY_REQUIRED).max(50_000),
  includeRegistrationLink: z.boolean(),
});
export type MessageFormValues = z.input<typeof messageFormSchema>;
export type MessageFormOutput = z.output<typeof messageFormSchema>;
