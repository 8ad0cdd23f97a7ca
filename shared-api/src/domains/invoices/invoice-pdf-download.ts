import { useCallback } from 'react';
import { useDownloadInvoicePdfMutation } from './endpoints';
import { saveDownload } from '../../file-download';

/**
 * Downloads an invoice's PDF under the server's name for it: fetched with the session's token, then
 * saved through a temporary link. Resolves to an error message, or null when it worked.
 */
export const useInvoicePdfDownload = () => {
  const [fetchPdf, state] = useDownloadInvoicePdfMutation();
  const download = useCallback(
    async (invoiceId: string): Promise<string | null> => {
      const result = await fetchPdf(invoiceId);
      if ('error' in result) {
        const error = result.error as { message?: string } | undefined;
        return error?.message ?? 'Could not download the invoice.';
      }
      saveDownload(result.data);
      return null;
    },
    [fetchPdf],
  );
  return { download, downloading: state.isLoading };
};
