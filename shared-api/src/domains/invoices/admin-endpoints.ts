import type {
  Invoice,
  InvoiceMeta,
  InvoiceMetaRequest,
  InvoicePreview,
  SendInvoiceRequest,
  SentMessage,
} from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

const META = { type: 'InvoiceMeta', id: 'CURRENT' } as const;
const INVOICE_LIST = { type: 'Invoice', id: 'LIST' } as const;

/** Fee settings, invoice preview and sending, the sent invoices. */
export const adminInvoicesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceMetaExists: build.query<boolean, void>({
      query: () => '/InvoiceMeta/exists',
      providesTags: [META],
    }),
    getInvoiceMeta: build.query<InvoiceMeta, void>({
      query: () => '/InvoiceMeta',
      providesTags: [META],
    }),
    createInvoiceMeta: build.mutation<InvoiceMeta, InvoiceMetaRequest>({
      query: (body) => ({ url: '/InvoiceMeta', method: 'POST', body }),
      invalidatesTags: [META, 'Invoice'],
    }),
    updateInvoiceMeta: build.mutation<InvoiceMeta, InvoiceMetaRequest>({
      query: (body) => ({ url: '/InvoiceMeta', method: 'PUT', body }),
      invalidatesTags: [META, 'Invoice'],
    }),
    /** Always computed afresh: fees, template and registrations may have changed since. */
    getInvoicePreview: build.query<InvoicePreview, string>({
      query: (userId) => `/Inbox/admin/invoice/preview/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, userId) => [{ type: 'Invoice', id: `PREVIEW-${userId}` }],
      keepUnusedDataFor: 0,
    }),
    sendInvoice: build.mutation<SentMessage, SendInvoiceRequest>({
      query: (body) => ({ url: '/Inbox/admin/invoice/send', method: 'POST', body }),
      invalidatesTags: ['Invoice', 'Registration', { type: 'Inbox', id: 'LIST' }],
    }),
    /** The computed invoice as it is, without an edit. */
    sendInvoiceDirect: build.mutation<SentMessage, string>({
      query: (userId) => ({
        url: `/Inbox/admin/invoice/send/${encodeURIComponent(userId)}`,
        method: 'POST',
      }),
      invalidatesTags: ['Invoice', 'Registration', { type: 'Inbox', id: 'LIST' }],
    }),
    getInvoiceList: build.query<Invoice[], void>({
      query: () => '/Registration/admin/invoicelist',
      providesTags: [INVOICE_LIST],
    }),
  }),
});

export const {
  useGetInvoiceMetaExistsQuery,
  useGetInvoiceMetaQuery,
  useCreateInvoiceMetaMutation,
  useUpdateInvoiceMetaMutation,
  useGetInvoicePreviewQuery,
  useSendInvoiceMutation,
  useSendInvoiceDirectMutation,
  useGetInvoiceListQuery,
} = adminInvoicesApi;
