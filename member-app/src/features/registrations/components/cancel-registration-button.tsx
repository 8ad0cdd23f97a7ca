import { getErrorMessage, REFUND_RULE, type Registration } from 'shared-api';
import {
  useCancelRegistrationMutation,
  useCancelPreviewText,
  formatCents,
} from 'shared-api/member';
import { CancelRegistrationControl } from 'shared-ui/confirm-dialog';

export const CANCEL_FAILED = 'Could not cancel the registration. Please try again.';
export const refundDueNote = (cents: number) =>
  `A refund of ${formatCents(cents)} is due to you: the organisers will pay it back.`;
export const NOTHING_PAID_NOTE = 'Nothing was paid for it, so there is nothing to refund.';
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

/** Asked for only once the dialog opens, as the dialog mounts it then. */
const Consequences = ({ registrationId }: { registrationId: string }) => (
  <>{useCancelPreviewText(registrationId, 'member')}</>
);

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
      consequences={<Consequences registrationId={registration.id} />}
      cancel={async () => {
        const outcome = await cancel(registration.id).unwrap();
        // The refund that really applies: what was paid beyond what the invoice still asks.
        const refund =
          outcome.refundDueCents > 0
            ? ` ${refundDueNote(outcome.refundDueCents)}`
            : registration.status !== 'registered'
              ? ''
              : ` ${outcome.isRefundable ? NOTHING_PAID_NOTE : NO_REFUND_NOTE}`;
        return `${outcome.message}${refund}`;
      }}
      failureMessage={(error) => getErrorMessage(error, CANCEL_FAILED)}
    />
  );
};
