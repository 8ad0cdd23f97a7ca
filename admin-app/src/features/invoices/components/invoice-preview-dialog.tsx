import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { getErrorMessage } from 'shared-api';
import { useGetInvoicePreviewQuery, useSendInvoiceMutation } from 'shared-api/admin';
import { ErrorAlert, PageSpinner } from 'shared-ui';
import { InvoiceDraft } from './invoice-draft';

export const PREVIEW_LOAD_ERROR = 'Failed to load invoice preview.';

interface InvoicePreviewDialogProps {
  open: boolean;
  onClose: () => void;
  recipientId: string;
  recipientName: string;
  alreadySent: boolean;
}

/**
 * Invoice Preview: editable subject and HTML body, Close, Send Invoice. Computed
 * afresh each time it opens; the dialog's content unmounts on close, so every opening starts clean.
 */
export const InvoicePreviewDialog = ({
  open,
  onClose,
  recipientId,
  recipientName,
  alreadySent,
}: InvoicePreviewDialogProps) => {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const { data, error, isFetching } = useGetInvoicePreviewQuery(recipientId, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const [send, { isLoading: sending }] = useSendInvoiceMutation();

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>Invoice Preview: {recipientName}</DialogTitle>
      {data && !error && !isFetching ? (
        <InvoiceDraft
          preview={data}
          recipientName={recipientName}
          alreadySent={alreadySent}
          sending={sending}
          send={(request) => send(request).unwrap()}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent dividers>
            {error ? (
              <ErrorAlert message={getErrorMessage(error, PREVIEW_LOAD_ERROR)} />
            ) : (
              <PageSpinner />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" disabled>
              Send Invoice
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
