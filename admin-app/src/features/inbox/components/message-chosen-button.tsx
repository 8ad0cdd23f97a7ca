import ForumIcon from '@mui/icons-material/Forum';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { textToHtml } from 'shared-api';
import { useGetActiveConventionRegistrationsQuery, useMessageManyMutation } from 'shared-api/admin';
import { BulkActionDialog } from '../../../components/bulk-action';
import { MessageChosenDialog, registrantsOf, type ChosenMessage } from './message-chosen-dialog';

const plural = (n: number) => `${n} registrant${n === 1 ? '' : 's'}`;

/**
 * Message Chosen Registrants: the organiser picks registrants and writes the message, sees every
 * recipient listed, then each gets it in a conversation of their own.
 */
export const MessageChosenButton = () => {
  const { data } = useGetActiveConventionRegistrationsQuery();
  const [messageMany] = useMessageManyMutation();
  const [writing, setWriting] = useState(false);
  const [message, setMessage] = useState<ChosenMessage | null>(null);
  const registrants = registrantsOf(data ?? []);
  if (registrants.length === 0) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ForumIcon />} onClick={() => setWriting(true)}>
        Message Chosen Registrants
      </Button>
      {writing && (
        <MessageChosenDialog
          registrants={registrants}
          onWritten={(written) => {
            setWriting(false);
            setMessage(written);
          }}
          onClose={() => setWriting(false)}
        />
      )}
      <BulkActionDialog
        open={message !== null}
        title={`Send "${message?.title ?? ''}" to ${plural(message?.recipients.length ?? 0)}?`}
        consequence="Each of these registrants gets the message in a conversation of their own, and by email:"
        items={message?.recipients ?? []}
        confirmLabel={`Send to ${plural(message?.recipients.length ?? 0)}`}
        doneLabel="Sent"
        failureMessage="Failed to send the message."
        run={(recipientIds) =>
          messageMany({
            recipientIds,
            title: message!.title,
            body: textToHtml(message!.body),
          }).unwrap()
        }
        onClose={() => setMessage(null)}
      />
    </>
  );
};
