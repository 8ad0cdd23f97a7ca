import type { BulkMessageRequest, BulkResult } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

/** Bulk actions: each item succeeds or fails on its own, and the answer lists both. */
export const bulkApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Each chosen member's invoice, as drafted. */
    sendInvoices: build.mutation<BulkResult, string[]>({
      query: (userIds) => ({
        url: '/Inbox/admin/invoice/send-many',
        method: 'POST',
        body: { userIds },
      }),
      invalidatesTags: ['Invoice', 'Registration', 'Payment', { type: 'Inbox', id: 'LIST' }],
    }),
    approveUsers: build.mutation<BulkResult, string[]>({
      query: (userIds) => ({ url: '/User/approve-many', method: 'POST', body: { userIds } }),
      invalidatesTags: ['User'],
    }),
    /** One message to each chosen member, each in a conversation of their own. */
    messageMany: build.mutation<BulkResult, BulkMessageRequest>({
      query: (body) => ({ url: '/Inbox/admin/message/send-many', method: 'POST', body }),
      invalidatesTags: [{ type: 'Inbox', id: 'LIST' }],
    }),
  }),
});

export const { useSendInvoicesMutation, useApproveUsersMutation, useMessageManyMutation } = bulkApi;
