import { z } from 'zod';

/** SPEC section 9: the inbox pages by 20; the navbar and dashboard unread check reads 25. */
export const INBOX_DEFAULT_PAGE_SIZE = 20;
export const UNREAD_CHECK_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Query of GET /api/Inbox and /api/Inbox/admin: pageNumber and pageSize, defaults 1 and 20. */
export const pageQuerySchema = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(INBOX_DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** SPEC section 3 "Paged result": totalPages is the total count divided by the page size, rounded up. */
export const pagedResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    pageSize: z.number().int(),
    pageNumber: z.number().int(),
  });
export interface PagedResult<T> {
  items: T[];
  totalCount: number;
  totalPages: number;
  pageSize: number;
  pageNumber: number;
}

export const totalPagesFor = (totalCount: number, pageSize: number): number =>
  pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0;

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

/** SPEC section 3 "Message" (noteId is generated on send; body is sanitised HTML). */
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

/** SPEC section 3 "Reply": plain text, never HTML. */
export const replySchema = z.object({
  replyId: z.string(),
  user: personSchema,
  body: z.string(),
  isAdminReply: z.boolean(),
  createDate: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

/** SPEC section 3 "Inbox item"; isRead is the caller's own read state. */
export const inboxItemSchema = z.object({
  message: messageSchema,
  isRead: z.boolean(),
  replies: z.array(replySchema),
  /** The newest of the message and its replies: the inbox is sorted by it, newest first. */
  lastActivityDate: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export type InboxPage = PagedResult<InboxItem>;

export const MAX_TITLE_LENGTH = 200;
export const MAX_BODY_LENGTH = 100_000;
export const MAX_REPLY_LENGTH = 10_000;

export const REPLY_REQUIRED = 'Reply text is required.';
export const TITLE_TOO_LONG = `The title cannot exceed ${MAX_TITLE_LENGTH} characters.`;
export const BODY_TOO_LONG = 'The message is too long.';

/** POST /api/Inbox/{id}/reply. SPEC section 5: blank or whitespace-only text is not sent. */
export const replyRequestSchema = z.strictObject({
  body: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(MAX_REPLY_LENGTH, BODY_TOO_LONG),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

/** SPEC section 5 "Contact form", word for word. */
export const SUBJECT_REQUIRED = 'A subject is required.';
export const MESSAGE_BODY_REQUIRED = 'A message body is required.';

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

/** SPEC section 5 "New admin message", word for word. */
export const RECIPIENT_REQUIRED = 'You must select at least one recipient.';
export const TITLE_REQUIRED = 'Title is required.';
export const ADMIN_MESSAGE_BODY_REQUIRED = 'Message body is required.';

/** POST /api/Inbox/admin/message/send. includeRegistrationLink only counts with a registrationId. */
export const adminMessageRequestSchema = z.strictObject({
  recipientIds: z.array(z.uuid(), { error: RECIPIENT_REQUIRED }).min(1, RECIPIENT_REQUIRED),
  title: requiredText(TITLE_REQUIRED, MAX_TITLE_LENGTH, TITLE_TOO_LONG),
  body: requiredText(ADMIN_MESSAGE_BODY_REQUIRED, MAX_BODY_LENGTH, BODY_TOO_LONG),
  registrationId: z.uuid().nullable().optional(),
  includeRegistrationLink: z.boolean().default(true),
});
export type AdminMessageRequest = z.input<typeof adminMessageRequestSchema>;

/** What POST contact and admin message answer: the new conversation's id. */
export const sentMessageSchema = z.object({ noteId: z.string() });
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
export const NO_ADMIN_TO_CONTACT = 'There is no administrator to receive your message.';
export const RECIPIENT_NOT_FOUND = 'One or more recipients do not exist.';
export const REGISTRATION_NOT_FOUND = 'Registration not found.';

/** The dashboard's New Invoice card: an unread message whose title starts with this (SPEC section 2). */
export const INVOICE_TITLE_PREFIX = 'Registration Invoice';
export const isInvoiceTitle = (title: string): boolean => title.startsWith(INVOICE_TITLE_PREFIX);

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Plain text typed in a form as HTML: escaped, blank lines make paragraphs, newlines <br>. */
export const textToHtml = (text: string): string =>
  text
    .trim()
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** SPEC section 2: recipients joined by commas, or N/A. */
export const recipientNames = (recipients: readonly Recipient[]): string =>
  recipients.length > 0 ? recipients.map(personName).join(', ') : 'N/A';
