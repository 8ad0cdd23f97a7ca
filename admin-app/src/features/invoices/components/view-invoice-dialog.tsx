import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatMomentDay, getErrorMessage, type AdminRegistration } from 'shared-api';
import { useDownloadInvoicePdfMutation } from 'shared-api/member';
import { useGetInvoiceListQuery } from 'shared-api/admin';
import { ErrorAlert, PageSpinner, SafeHtml, storedHtmlStyles } from 'shared-ui';
import { useDownload } from 'shared-ui/actions';
import { invoiceFor } from '../invoice-rules';

export const INVOICE_NOT_FOUND = 'Could not find the invoice for this user.';

interface ViewInvoiceDialogProps {
  open: boolean;
  onClose: () => void;
  registration: AdminRegistration;
  recipientName: string;
}

/** View Sent Invoice: the invoice exactly as it went out. */
export const ViewInvoiceDialog = ({
  open,
  onClose,
  registration,
  recipientName,
}: ViewInvoiceDialogProps) => {
  const titleId = useId();
  const { data, error, isLoading } = useGetInvoiceListQuery(undefined, { skip: !open });
  const invoice = data ? invoiceFor(data, registration) : undefined;
  const [fetchPdf] = useDownloadInvoicePdfMutation();
  const number = invoice?.invoiceNumber ?? null;
  const { run: savePdf, busy: downloading } = useDownload((invoiceId: string) =>
    fetchPdf(invoiceId),
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Sent Invoice: {recipientName}</DialogTitle>
      {/* A long invoice scrolls, and only text is inside: the region takes focus so a keyboard can. */}
      <DialogContent dividers role="region" aria-label="Invoice, scrollable" tabIndex={0}>
        {isLoading && <PageSpinner />}
        {error && <ErrorAlert message={getErrorMessage(error, 'Failed to load data.')} />}
        {data && !invoice && <Alert severity="warning">{INVOICE_NOT_FOUND}</Alert>}
        {invoice && (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {number ? `Invoice ${number}, sent` : 'Sent'} on {formatMomentDay(invoice.sentDate)}
            </Typography>
            <SafeHtml html={invoice.invoice} sx={storedHtmlStyles} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {invoice && number && (
          <Button onClick={() => void savePdf(invoice.invoiceId)} loading={downloading}>
            Download PDF
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
