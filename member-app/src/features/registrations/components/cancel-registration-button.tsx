import { getErrorMessage, type Registration } from 'shared-api';
import { useCancelRegistrationMutation, useGetCancelPreviewQuery } from 'shared-api/member';
import { useLanguage, useTranslateMessage } from 'shared-ui';
import { CancelRegistrationControl } from 'shared-ui/confirm-dialog';
import { useT } from '../../../i18n';

/**
 * What cancelling now would do, asked for only once the dialog opens (the dialog mounts it then);
 * nothing until known.
 */
const Consequences = ({ registrationId }: { registrationId: string }) => {
  const t = useT();
  const { cents } = useLanguage();
  const { data } = useGetCancelPreviewQuery(registrationId);
  if (!data) return null;
  const refund =
    data.refundDueCents <= 0
      ? t('cancel.preview.nothingToRefund')
      : t('cancel.preview.refundDue', { amount: cents(data.refundDueCents) });
  return <>{data.placeGoesToWaitingList ? `${refund} ${t('cancel.preview.placeGoes')}` : refund}</>;
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
  const t = useT();
  const { cents } = useLanguage();
  const translate = useTranslateMessage();
  const [cancel] = useCancelRegistrationMutation();
  const { firstName, lastName } = registration.registeredBy;
  const whose =
    registration.registeredBy.userId === viewerId
      ? t('cancel.question.own', {
          name: `${registration.attendeeFirstName} ${registration.attendeeLastName}`,
        })
      : t('cancel.question.forYou', { name: `${firstName} ${lastName}` });
  return (
    <CancelRegistrationControl
      variant="outlined"
      question={`${whose} ${t('cancel.refundRule')}`}
      consequences={<Consequences registrationId={registration.id} />}
      cancel={async () => {
        const outcome = await cancel(registration.id).unwrap();
        // The refund that really applies: what was paid beyond what the invoice still asks.
        const refund =
          outcome.refundDueCents > 0
            ? ` ${t('cancel.refundDue', { amount: cents(outcome.refundDueCents) })}`
            : registration.status !== 'registered'
              ? ''
              : ` ${outcome.isRefundable ? t('cancel.nothingPaid') : t('cancel.noRefund')}`;
        return `${translate(outcome.message)}${refund}`;
      }}
      failureMessage={(error) => getErrorMessage(error, t('cancel.failed'))}
    />
  );
};
