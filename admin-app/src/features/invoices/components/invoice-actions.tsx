import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { personName, type AdminRegistration } from 'shared-api';
import { INVOICE_SENT } from 'shared-api/member';
import { useSendInvoiceDirectMutation } from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { isOnBehalf } from '../invoice-rules';
import { SEND_FAILED, sendConfirmation } from './invoice-draft';
import { InvoicePreviewDialog } from './invoice-preview-dialog';
import { ViewInvoiceDialog } from './view-invoice-dialog';

/** A disabled button cannot show a tooltip itself: the span carries it, and keyboard focus. */
const WithReason = ({ reason, children }: { reason: string | null; children: ReactNode }) =>
  reason ? (
    <Tooltip title={reason}>
      <span tabIndex={0}>{children}</span>
    </Tooltip>
  ) : (
    children
  );

/**
 * The invoice buttons of one registration: Invoice Preview and Send
 * Invoice, or View Invoice once sent. The invoice goes to the member who registered.
 */
export const InvoiceActions = ({ registration }: { registration: AdminRegistration }) => {
  const [dialog, setDialog] = useState<'preview' | 'confirm' | 'view' | null>(null);
  const [sendDirect, { isLoading: sending }] = useSendInvoiceDirectMutation();
  const registrant = personName(registration.registeredBy);
  const onBehalf = isOnBehalf(registration);
  const reason = onBehalf
    ? `Covered by the invoice of ${registrant}, who registered this attendee.`
    : null;
  const close = () => setDialog(null);

  const { run: send } = useAction(() => sendDirect(registration.userId), {
    success: INVOICE_SENT,
    failure: SEND_FAILED,
  });
  const confirmSend = async () => {
    await send();
    close();
  };

  return (
    <>
      <WithReason reason={reason}>
        <Button variant="outlined" disabled={onBehalf} onClick={() => setDialog('preview')}>
          Invoice Preview
        </Button>
      </WithReason>
      {registration.isInvoiceSent ? (
        <Button variant="outlined" onClick={() => setDialog('view')}>
          View Invoice
        </Button>
      ) : (
        <WithReason reason={reason}>
          <Button variant="contained" disabled={onBehalf} onClick={() => setDialog('confirm')}>
            Send Invoice
          </Button>
        </WithReason>
      )}
      {!onBehalf && (
        <InvoicePreviewDialog
          open={dialog === 'preview'}
          onClose={close}
          recipientId={registration.userId}
          recipientName={registrant}
          alreadySent={registration.isInvoiceSent}
        />
      )}
      <ConfirmDialog
        open={dialog === 'confirm'}
        title="Send Invoice"
        message={sendConfirmation(registrant)}
        confirmLabel="Send Invoice"
        busy={sending}
        onConfirm={confirmSend}
        onCancel={close}
      />
      {registration.isInvoiceSent && (
        <ViewInvoiceDialog
          open={dialog === 'view'}
          onClose={close}
          registration={registration}
          recipientName={registrant}
        />
      )}
    </>
  );
};
