import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  getErrorMessage,
  REFUND_RULE,
  useCancelRegistrationMutation,
  type Registration,
} from 'shared-api';
import { useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';

export const CANCEL_FAILED = 'Could not cancel the registration. Please try again.';
export const REFUND_DUE_NOTE = 'The fee for it will be refunded.';
export const NO_REFUND_NOTE = 'It was cancelled less than one month before the start: no refund.';

/** What the member is asked before the registration goes. */
export const cancelQuestion = (registration: Registration, viewerId: string): string => {
  const { firstName, lastName } = registration.registeredBy;
  const whose =
    registration.registeredBy.userId === viewerId
      ? `The registration of ${registration.attendeeFirstName} ${registration.attendeeLastName} will be cancelled.`
      : `${firstName} ${lastName} registered you for this convention. Once it is cancelled you can register yourself.`;
  return `${whose} ${REFUND_RULE}`;
};

/**
 * Cancels a registration the member made, or one another member made with their email, after a
 * confirmation that states the refund rule of the terms.
 */
export const CancelRegistrationButton = ({
  registration,
  viewerId,
}: {
  registration: Registration;
  viewerId: string;
}) => {
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelRegistrationMutation();

  const confirm = async () => {
    try {
      const outcome = await cancel(registration.id).unwrap();
      const refund =
        registration.status === 'registered'
          ? ` ${outcome.isRefundable ? REFUND_DUE_NOTE : NO_REFUND_NOTE}`
          : '';
      showToast({ body: `${outcome.message}${refund}`, variant: 'success' });
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
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Cancel Registration
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel this registration?"
        message={cancelQuestion(registration, viewerId)}
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
