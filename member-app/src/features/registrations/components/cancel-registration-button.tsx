import {
  getErrorMessage,
  REFUND_RULE,
  useCancelRegistrationMutation,
  type Registration,
} from 'shared-api';
import { CancelRegistrationControl } from 'shared-ui/confirm-dialog';

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
  const [cancel] = useCancelRegistrationMutation();
  return (
    <CancelRegistrationControl
      variant="outlined"
      question={cancelQuestion(registration, viewerId)}
      cancel={async () => {
        const outcome = await cancel(registration.id).unwrap();
        const refund =
          registration.status === 'registered'
            ? ` ${outcome.isRefundable ? REFUND_DUE_NOTE : NO_REFUND_NOTE}`
            : '';
        return `${outcome.message}${refund}`;
      }}
      failureMessage={(error) => getErrorMessage(error, CANCEL_FAILED)}
    />
  );
};
