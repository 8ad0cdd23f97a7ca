import type { MemberInvoice } from '../../contract';
import { apiSlice } from '../../api-slice';
import { fetchFileUrl, type DownloadedFile } from '../../file-download';

export const PDF_DOWNLOAD_FAILED = 'Could not download the invoice. Please try again.';

/** A member's invoices and their PDFs; the organisers' invoicing is in 'shared-api/admin'. */
export const invoicesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMyInvoices: build.query<MemberInvoice[], void>({
      query: () => '/Invoice/mine',
      providesTags: [{ type: 'Invoice', id: 'MINE' }],
    }),
    /**
     * The invoice's PDF, fetched with the session's token (a plain link would carry none) and
     * handed back for useDownload to save.
     */
    downloadInvoicePdf: build.mutation<DownloadedFile, string>({
      queryFn: (invoiceId, api) =>
        fetchFileUrl(
          `/Invoice/${encodeURIComponent(invoiceId)}/pdf`,
          api.getState,
          PDF_DOWNLOAD_FAILED,
          'invoice.pdf',
        ),
    }),
  }),
});

export const { useGetMyInvoicesQuery, useDownloadInvoicePdfMutation } = invoicesApi;
