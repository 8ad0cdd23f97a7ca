import { z } from 'zod';
import { searchParamSchema } from '../../contract/search';
import {
  ADMIN_MESSAGE_BODY_REQUIRED,
  BODY_TOO_LONG,
  INBOX_DEFAULT_PAGE_SIZE,
  MAX_BODY_LENGTH,
  MAX_PAGE_SIZE,
  MAX_REPLY_LENGTH,
  MAX_TITLE_LENGTH,
  MESSAGE_BODY_REQUIRED,
  RECIPIENT_REQUIRED,
  REPLY_REQUIRED,
  SUBJECT_REQUIRED,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  type PagedResult,
} from './plain';

/** Query of GET /api/Inbox and /api/Inbox/admin: pageNumber and pageSize, defaults 1 and 20. */
export const pageQuerySchema = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(INBOX_DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Query of GET /api/Inbox/admin: a page, and a search of subjects, senders and recipients. */
export const adminInboxQuerySchema = pageQuerySchema.extend({ search: searchParamSchema });
export type AdminInboxQuery = z.infer<typeof adminInboxQuerySchema>;

/** A page of results: totalPages is the total count divided by the page size, rounded up. */
export const pagedResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    pageSize: z.number().int(),
    pageNumber: z.number().int(),
  });

export const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** A recipient's email is only shown to admins and to that recipient (null otherwise). */
export const recipientSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  isRead: z.boolean(),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** A message (noteId is generated on send; body is sanitised HTML). */
export const messageSchema = z.object({
  noteId: z.string(),
  title: z.string(),
  body: z.string(),
  from: personSchema,
  fromId: z.string(),
  recipients: z.array(recipientSchema),
  registrationId: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  createDate: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** A reply: plain text, never HTML. */
export const replySchema = z.object({
  replyId: z.string(),
  user: personSchema,
  body: z.string(),
  isAdminReply: z.boolean(),
  createDate: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

/** An inbox item; isRead is the caller's own read state. */
export const inboxItemSchema = z.object({
  message: messageSchema,
  isRead: z.boolean(),
  replies: z.array(replySchema),
  /** The newest of the message and its replies: the inbox is sorted by it, newest first. */
  lastActivityDate: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export type InboxPage = PagedResult<InboxItem>;

/** POST /api/Inbox/{id}/reply. Blank or whitespace-only text is not sent. */
export const replyRequestSchema = z.strictObject({
  body: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(MAX_REPLY_LENGTH, BODY_TOO_LONG),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** POST /api/Inbox/contact: body is HTML (the form turns its text into HTML with textToHtml). */
export const contactMessageRequestSchema = z.strictObject({
  title: requiredText(SUBJECT_REQUIRED, MAX_TITLE_LENGTH, TITLE_TOO_LONG),
  body: requiredText(MESSAGE_BODY_REQUIRED, MAX_BODY_LENGTH, BODY_TOO_LONG),
  /** 'General' means none. */
  registrationId: z.uuid().nullable().optional(),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

/** POST /api/Inbox/admin/message/send. includeRegistrationLink only counts with a registrationId. */
export const adminMessageRequestSchema = z.strictObject({
  recipientIds: z.array(z.uuid(), { error: RECIPIENT_REQUIRED }).min(1, RECIPIENT_REQUIRED),
  title: requiredText(TITLE_REQUIRED, MAX_TITLE_LENGTH, TITLE_TOO_LONG),
  body: requiredText(ADMIN_MESSAGE_BODY_REQUIRED, MAX_BODY_LENGTH, BODY_TOO_LONG),
  registrationId: z.uuid().nullable().optional(),
  includeRegistrationLink: z.boolean().default(true),
});
export type AdminMessageRequest = z.input<typeof adminMessageRequestSchema>;

/**
 * Who a message to all registrants reaches: a convention's registrants, or one session's; with
 * unpaidOnly, only those whose invoice still waits for money (true in a body, 'true' in a query).
 */
export const broadcastAudienceSchema = z.strictObject({
  conventionId: z.coerce.number().pipe(z.int32().positive()),
  sessionId: z.coerce.number().pipe(z.int32().positive()).optional(),
  unpaidOnly: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional(),
});
export type BroadcastAudience = z.output<typeof broadcastAudienceSchema>;

/** POST /api/Inbox/admin/message/broadcast: one conversation per registrant reached. */
export const broadcastRequestSchema = broadcastAudienceSchema.extend({
  title: requiredText(TITLE_REQUIRED, MAX_TITLE_LENGTH, TITLE_TOO_LONG),
  body: requiredText(ADMIN_MESSAGE_BODY_REQUIRED, MAX_BODY_LENGTH, BODY_TOO_LONG),
});
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;

export const broadcastSentSchema = z.object({ sent: z.number().int() });
export type BroadcastSent = z.infer<typeof broadcastSentSchema>;

/** How many a message to all would reach, shown before it is sent. */
export const broadcastAudienceSizeSchema = z.object({ recipients: z.number().int() });
export type BroadcastAudienceSize = z.infer<typeof broadcastAudienceSizeSchema>;

/** What POST contact and admin message answer: the new conversation's id. */
export const sentMessageSchema = z.object({ noteId: z.string() });
export type SentMessage = z.infer<typeof sentMessageSchema>;
