import { z } from 'zod';
import { adminMessageRequestSchema } from '../inbox/schema';

/** One item of a bulk action: whom or what it was about, in words the organiser recognises. */
const bulkItemSchema = z.object({ id: z.string(), name: z.string() });

/**
 * What a bulk action did: each item succeeds or fails on its own, and the answer lists both, the
 * failures with the sentence that says why.
 */
export const bulkResultSchema = z.object({
  succeeded: z.array(bulkItemSchema),
  failed: z.array(bulkItemSchema.extend({ reason: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const BULK_NONE_CHOSEN = 'Choose at least one.';

/** The members a bulk action is for: their invoice to send, their account to approve. */
export const bulkUsersRequestSchema = z.strictObject({
  userIds: z
    .array(z.uuid('Each member must be given by their id.'))
    .min(1, BULK_NONE_CHOSEN)
    .max(500, 'At most 500 at once.'),
});
export type BulkUsersRequest = z.infer<typeof bulkUsersRequestSchema>;

/**
 * POST /api/Inbox/admin/message/send-many: one message to each chosen registrant, each in a
 * conversation of their own; the recipients were listed before sending.
 */
export const bulkMessageRequestSchema = adminMessageRequestSchema
  .pick({ title: true, body: true })
  .extend({ recipientIds: bulkUsersRequestSchema.shape.userIds });
export type BulkMessageRequest = z.infer<typeof bulkMessageRequestSchema>;
