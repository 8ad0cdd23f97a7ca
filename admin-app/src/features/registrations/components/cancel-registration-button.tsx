import { getErrorMessage, REFUND_RULE, type AdminRegistration } from 'shared-api';
import { useCancelRegistrationMutation, useCancelPreviewText } from 'shared-api/member';
import { CancelRegistrationControl } from 'shared-ui/confirm-dialog';
import { fullName } from '../logic/registration-text';

export const CANCEL_FAILED = 'Failed to cancel the registration.';
export const refundNote = (isRefundable: boolean) =>
  isRefundable ? 'A refund is due: see Payments.' : 'Cancelled too late for a refund.';

/** Asked for only once the dialog opens, as the dialog mounts it then. */
const Consequences = ({ registrationId }: { registrationId: string }) => (
  <>{useCancelPreviewText(registrationId, 'organiser')}</>
);

/** An organiser cancels a registration; the first on the waiting list takes the place. */
export const CancelRegistrationButton = ({ registration }: { registration: AdminRegistration }) => {
  const [cancel] = useCancelRegistrationMutation();
  return (
    <CancelRegistrationControl
      question={`The registration of ${fullName(registration)} will be cancelled and kept on record. ${REFUND_RULE}`}
      consequences={<Consequences registrationId={registration.id} />}
      cancel={async () => {
        const outcome = await cancel(registration.id).unwrap();
        const invoiced = registration.status === 'registered' && registration.isInvoiceSent;
        return invoiced
          ? `${outcome.message} ${refundNote(outcome.isRefundable)}`
          : outcome.message;
      }}
      failureMessage={(error) => getErrorMessage(error, CANCEL_FAILED)}
    />
  );
};
