import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  getErrorMessage,
  REFUND_RULE,
  useCancelRegistrationMutation,
  type AdminRegistration,
} from 'shared-api';
import { useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { fullName } from '../logic/registration-text';

export const CANCEL_FAILED = 'Failed to cancel the registration.';
export const refundNote = (isRefundable: boolean) =>
  isRefundable ? 'A refund is due: see Payments.' : 'Cancelled too late for a refund.';

/** An organiser cancels a registration; the first on the waiting list takes the place. */
export const CancelRegistrationButton = ({ registration }: { registration: AdminRegistration }) => {
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelRegistrationMutation();
  const confirm = async () => {
    try {
      const outcome = await cancel(registration.id).unwrap();
      const invoiced = registration.status === 'registered' && registration.isInvoiceSent;
      showToast({
        body: invoiced ? `${outcome.message} ${refundNote(outcome.isRefundable)}` : outcome.message,
        variant: 'success',
      });
    } catch (error) {
      showToast({
        header: 'Error',
        body: getErrorMessage(error, CANCEL_FAILED),
        variant: 'danger',
      });
    }
    setConfirming(false);
  };
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)}>
        Cancel Registration
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel this registration?"
        message={`The registration of ${fullName(registration)} will be cancelled and kept on record. ${REFUND_RULE}`}
        confirmLabel="Cancel Registration"
        cancelLabel="Keep It"
        confirmColor="error"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
