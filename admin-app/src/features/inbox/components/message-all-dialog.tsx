import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { getErrorMessage, textToHtml, type Convention } from 'shared-api';
import { broadcastSentMessage } from 'shared-api/contract';
import { useToast } from 'shared-ui';
import {
  FormCheckbox,
  FormDialog,
  FormSelectField,
  FormTextField,
  useZodForm,
} from 'shared-ui/forms';
import { broadcastFormSchema, type BroadcastFormValues } from '../broadcast-form-schema';
import { useGetBroadcastAudienceQuery, useSendBroadcastMutation } from 'shared-api/admin';

export const BROADCAST_FAILED = 'Failed to send the message.';
const WHOLE_CONVENTION = '';

const audienceSentence = (recipients: number, to: string) =>
  recipients === 1
    ? `This message goes to 1 registrant: ${to}.`
    : `This message goes to ${recipients} registrants: ${to}.`;

interface MessageAllDialogProps {
  convention: Convention;
  onClose: () => void;
}

/**
 * Message All Registrants: the organiser chooses the whole convention or one session and sees how
 * many it reaches before sending; each registrant gets a conversation of their own.
 */
export const MessageAllDialog = ({ convention, onClose }: MessageAllDialogProps) => {
  const [sendBroadcast] = useSendBroadcastMutation();
  const { showToast } = useToast();
  const form = useZodForm(broadcastFormSchema, {
    defaultValues: {
      sessionId: WHOLE_CONVENTION,
      unpaidOnly: false,
      title: '',
      body: '',
    } as BroadcastFormValues,
  });
  const [sessionId, unpaidOnly] = useWatch({
    control: form.control,
    name: ['sessionId', 'unpaidOnly'],
  });
  const session = convention.sessions.find(({ id }) => String(id) === sessionId);
  const audience = {
    conventionId: convention.id,
    ...(session ? { sessionId: session.id } : {}),
    ...(unpaidOnly ? { unpaidOnly: true } : {}),
  };
  const size = useGetBroadcastAudienceQuery(audience);
  const to = `everyone registered for ${session ? session.name : convention.name}${
    unpaidOnly ? ' with an unpaid invoice' : ''
  }`;
  const recipients = size.data?.recipients;

  return (
    <FormDialog
      form={form}
      title="Message All Registrants"
      submitLabel={recipients === undefined ? 'Send' : `Send to ${recipients}`}
      submittingLabel="Sending..."
      onSubmit={async (values) => {
        const { sent } = await sendBroadcast({
          ...audience,
          title: values.title,
          body: textToHtml(values.body),
        }).unwrap();
        showToast({ body: broadcastSentMessage(sent), variant: 'success' });
        onClose();
      }}
      failureMessage={(failure) => getErrorMessage(failure, BROADCAST_FAILED)}
      onClose={onClose}
      summarizeErrors={false}
    >
      <FormSelectField
        control={form.control}
        name="sessionId"
        label="Send to"
        options={[
          { value: WHOLE_CONVENTION, label: `All registrants of ${convention.name}` },
          ...convention.sessions.map(({ id, name }) => ({
            value: String(id),
            label: `Registered for ${name}`,
          })),
        ]}
      />
      <FormCheckbox
        control={form.control}
        name="unpaidOnly"
        label="Only those whose invoice is not paid yet"
      />
      <Typography role="status" aria-live="polite">
        {size.isFetching || recipients === undefined
          ? 'Counting the registrants...'
          : audienceSentence(recipients, to)}
      </Typography>
      <FormTextField control={form.control} name="title" label="Title" required />
      <FormTextField
        control={form.control}
        name="body"
        label="Message"
        required
        multiline
        minRows={6}
      />
    </FormDialog>
  );
};
