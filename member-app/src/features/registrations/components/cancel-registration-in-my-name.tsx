import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  getErrorMessage,
  useCancelRegistrationInMyNameMutation,
  type Registration,
} from 'shared-api';
import { useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';

export const CANCEL_FAILED = 'Could not cancel the registration. Please try again.';

/** For a registration another member made with this member's email: theirs to cancel. */
export const CancelRegistrationInMyName = ({ registration }: { registration: Registration }) => {
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelRegistrationInMyNameMutation();
  const { firstName, lastName } = registration.registeredBy;

  const confirm = async () => {
    try {
      const message = await cancel(registration.id).unwrap();
      showToast({ body: message, variant: 'success' });
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
        message={`${firstName} ${lastName} registered you for this convention. Once it is cancelled you can register yourself.`}
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
