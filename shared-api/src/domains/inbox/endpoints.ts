import type {
  ContactMessageRequest,
  InboxItem,
  InboxPage,
  Reply,
  SentMessage,
} from '../../contract';
import {
  INBOX_DEFAULT_PAGE_SIZE,
  isInvoiceTitle,
  UNREAD_CHECK_PAGE_SIZE,
} from '../../contract/plain';
import { apiSlice } from '../../api-slice';

const INBOX_LIST = { type: 'Inbox', id: 'LIST' } as const;

export interface InboxPageRequest {
  pageNumber?: number;
  pageSize?: number;
}

const pageParams = ({ pageNumber = 1, pageSize = INBOX_DEFAULT_PAGE_SIZE }: InboxPageRequest) => ({
  pageNumber,
  pageSize,
});

/** Messages, conversations and replies: the Inbox calls. */
export const inboxApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<InboxPage, InboxPageRequest>({
      query: (page) => ({ url: '/Inbox', params: { ...pageParams(page) } }),
      providesTags: [INBOX_LIST],
    }),
    getConversation: build.query<InboxItem, string>({
      query: (noteId) => `/Inbox/${encodeURIComponent(noteId)}`,
      providesTags: (_result, _error, noteId) => [{ type: 'Inbox', id: noteId }],
    }),
    replyToConversation: build.mutation<Reply, { noteId: string; body: string }>({
      query: ({ noteId, body }) => ({
        url: `/Inbox/${encodeURIComponent(noteId)}/reply`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_result, _error, { noteId }) => [{ type: 'Inbox', id: noteId }, INBOX_LIST],
    }),
    markAsRead: build.mutation<string, string>({
      query: (noteId) => ({
        url: `/Inbox/${encodeURIComponent(noteId)}/mark-as-read`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, noteId) => [{ type: 'Inbox', id: noteId }, INBOX_LIST],
    }),
    sendContactMessage: build.mutation<SentMessage, ContactMessageRequest>({
      query: (body) => ({ url: '/Inbox/contact', method: 'POST', body }),
      invalidatesTags: [INBOX_LIST],
      extraOptions: { notAuthenticatedMessage: 'You must be logged in to contact us.' },
    }),
  }),
});

export const {
  useGetInboxQuery,
  useLazyGetInboxQuery,
  useGetConversationQuery,
  useReplyToConversationMutation,
  useMarkAsReadMutation,
  useSendContactMessageMutation,
} = inboxApi;

/** Opening the inbox fires this browser event (the navbar clears its envelope). */
export const INBOX_OPENED_EVENT = 'inbox-opened';
export const fireInboxOpened = (): void => {
  window.dispatchEvent(new Event(INBOX_OPENED_EVENT));
};

export interface UnreadSummary {
  unreadCount: number;
  /** An unread message whose title starts with 'Registration Invoice' (the New Invoice card). */
  hasUnreadInvoice: boolean;
}

export const summarizeUnread = (items: readonly InboxItem[]): UnreadSummary => {
  const unread = items.filter((item) => !item.isRead);
  return {
    unreadCount: unread.length,
    hasUnreadInvoice: unread.some((item) => isInvoiceTitle(item.message.title)),
  };
};

/** The dashboard's My Inbox card text. */
export const unreadMessagesText = (count: number): string => {
  if (count === 0) return 'No unread messages';
  return count === 1 ? '1 unread message' : `${count} unread messages`;
};

/** The first 25 messages, summarised for the dashboard cards. */
export const useUnreadSummary = () => {
  const { data, error, isLoading } = useGetInboxQuery({
    pageNumber: 1,
    pageSize: UNREAD_CHECK_PAGE_SIZE,
  });
  return { summary: data ? summarizeUnread(data.items) : null, error, isLoading };
};
