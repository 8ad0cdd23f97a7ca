import type {
  MemberInvoice,
  Invoice,
  InvoiceMeta,
  InvoiceMetaRequest,
  InvoicePreview,
  SendInvoiceRequest,
  SentMessage,
} from '../contract';
import { apiSlice } from '../api-slice';
import { fetchFileUrl } from '../file-download';

export const PDF_DOWNLOAD_FAILED = 'Could not download the invoice. Please try again.';

const META = { type: 'InvoiceMeta', id: 'CURRENT' } as const;
const INVOICE_LIST = { type: 'Invoice', id: 'LIST' } as const;

/** Fee settings, invoice preview and sending, the sent invoices. */
export const invoicesApi = apiSlice.injectEndpoints({
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
    getMyInvoices: build.query<MemberInvoice[], void>({
      query: () => '/Invoice/mine',
      providesTags: [{ type: 'Invoice', id: 'MINE' }],
    }),
    /**
     * The invoice's PDF, fetched with the session's token (a plain link would carry none) and
     * handed back as an object URL for a download link.
     */
    downloadInvoicePdf: build.mutation<string, string>({
      queryFn: (invoiceId, api) =>
        fetchFileUrl(
          `/Invoice/${encodeURIComponent(invoiceId)}/pdf`,
          api.getState,
          PDF_DOWNLOAD_FAILED,
        ),
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
  useGetMyInvoicesQuery,
  useDownloadInvoicePdfMutation,
} = invoicesApi;
