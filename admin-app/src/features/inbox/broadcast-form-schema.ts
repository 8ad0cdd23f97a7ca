// From the contract entry, not 'shared-api': it sets zod up for the Content-Security-Policy
// before the schema below is built.
import {
  ADMIN_MESSAGE_BODY_REQUIRED,
  MAX_TITLE_LENGTH,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from 'shared-api/contract';
import { z } from 'zod';

/**
 * A message to all registrants: '' reaches the whole convention, a session id that session's;
 * unpaidOnly narrows it to those whose invoice still waits for money.
 */
export const broadcastFormSchema = z.object({
  sessionId: z.string(),
  unpaidOnly: z.boolean(),
  title: z.string().trim().min(1, TITLE_REQUIRED).max(MAX_TITLE_LENGTH, TITLE_TOO_LONG),
  body: z.string().trim().min(1, ADMIN_MESSAGE_BODY_REQUIRED).max(50_000),
});
export type BroadcastFormValues = z.input<typeof broadcastFormSchema>;
