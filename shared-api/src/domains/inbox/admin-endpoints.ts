import type { AdminMessageRequest, InboxPage, SentMessage } from '../../contract';
import { INBOX_DEFAULT_PAGE_SIZE } from '../../contract/plain';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

/** The tag every inbox write of the main entry invalidates. */
const INBOX_LIST = { type: 'Inbox', id: 'LIST' } as const;

export interface AdminInboxRequest {
  pageNumber?: number;
  pageSize?: number;
  /** Words of a subject, a sender or a recipient. */
  search?: string;
}

/** The organisers' inbox, a page at a time, searched, and their message to a member. */
export const adminInboxApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAdminInbox: build.query<InboxPage, AdminInboxRequest>({
      query: ({ pageNumber = 1, pageSize = INBOX_DEFAULT_PAGE_SIZE, search }) => ({
        url: '/Inbox/admin',
        params: { pageNumber, pageSize, ...(search ? { search } : {}) },
      }),
      providesTags: [INBOX_LIST],
    }),
    sendAdminMessage: build.mutation<SentMessage, AdminMessageRequest>({
      query: (body) => ({ url: '/Inbox/admin/message/send', method: 'POST', body }),
      invalidatesTags: [INBOX_LIST],
    }),
  }),
});

export const { useGetAdminInboxQuery, useSendAdminMessageMutation } = adminInboxApi;
