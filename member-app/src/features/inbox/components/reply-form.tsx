import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { MAX_REPLY_LENGTH, useReplyToConversationMutation, type ReplyRequest } from 'shared-api';
import { replyRequestSchema } from 'shared-api/contract';
import { useAction } from 'shared-ui/actions';
import { FormSubmitButton, FormTextField, PageForm, useZodForm } from 'shared-ui/forms';

export const REPLY_SENT = 'Reply sent successfully.';
export const REPLY_FAILED = 'Failed to send reply.';

/** 'Post a Reply': blank text is never sent; after a send the form clears. */
export const ReplyForm = ({ noteId }: { noteId: string }) => {
  const headingId = useId();
  const [sendReply] = useReplyToConversationMutation();
  const form = useZodForm<ReplyRequest, ReplyRequest>(replyRequestSchema, {
    defaultValues: { body: '' },
  });
  const blank = useWatch({ control: form.control, name: 'body' }).trim() === '';

  const { run: submit } = useAction(({ body }: ReplyRequest) => sendReply({ noteId, body }), {
    success: REPLY_SENT,
    failure: REPLY_FAILED,
    onSuccess: () => form.reset(),
  });

  return (
    <PageForm form={form} onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        Post a Reply
      </Typography>
      <FormTextField
        control={form.control}
        name="body"
        ariaLabel="Your reply"
        placeholder="Type your reply here..."
        maxLength={MAX_REPLY_LENGTH}
        multiline
        minRows={4}
      />
      <FormSubmitButton
        form={form}
        label="Send Reply"
        disabled={blank}
        sx={{ alignSelf: 'flex-start' }}
      />
    </PageForm>
  );
};
