import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type InvoicePreview, type SendInvoiceRequest } from 'shared-api';
import { INVOICE_SENT, withPlaceholderValues } from 'shared-api/member';
import { storedHtmlStyles } from 'shared-ui';
import { useAction } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { HtmlBodyField } from '../../../components/html-body-field';

export const SEND_FAILED = 'Failed to send invoice.';
export const sendConfirmation = (name: string) =>
  `Send this invoice to ${name}? Once sent it cannot be undone: it goes to their inbox and they get an email.`;

export const ALREADY_SENT_NOTE = 'The invoice for this registration has already been sent.';

interface InvoiceDraftProps {
  preview: InvoicePreview;
  recipientName: string;
  alreadySent: boolean;
  sending: boolean;
  send: (request: SendInvoiceRequest) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The computed invoice, editable before it goes out: the subject, and the HTML body edited as code
 * or seen as the member will see it. Sending asks for confirmation first.
 */
export const InvoiceDraft = ({
  preview,
  recipientName,
  alreadySent,
  sending,
  send,
  onClose,
}: InvoiceDraftProps) => {
  const [title, setTitle] = useState(preview.title);
  const [body, setBody] = useState(preview.body);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { run: sendInvoice } = useAction(
    () => send({ recipientId: preview.recipientId, title, invoice: body }),
    {
      success: INVOICE_SENT,
      failure: SEND_FAILED,
      onSuccess: () => {
        setConfirming(false);
        onClose();
      },
      onFailure: (message) => {
        setConfirming(false);
        setFailure(message);
      },
    },
  );

  const confirmSend = async () => {
    setFailure(null);
    await sendInvoice();
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {alreadySent && <Alert severity="info">{ALREADY_SENT_NOTE}</Alert>}
          <TextField
            label="Subject"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            fullWidth
            sx={{ mt: 1 }}
          />
          <HtmlBodyField
            label={`Invoice (${preview.lines.length} lines)`}
            value={body}
            onChange={setBody}
            viewsLabel="Invoice view"
            opensIn="preview"
            editLabel="Edit HTML"
            previewHtml={withPlaceholderValues(body, preview.placeholders)}
            previewSx={storedHtmlStyles}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Close
        </Button>
        <Button
          variant="contained"
          onClick={() => setConfirming(true)}
          disabled={alreadySent || sending}
        >
          Send Invoice
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="Send Invoice"
        message={sendConfirmation(recipientName)}
        confirmLabel="Send Invoice"
        busy={sending}
        onConfirm={confirmSend}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
