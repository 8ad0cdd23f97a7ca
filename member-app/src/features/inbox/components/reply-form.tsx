import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { MAX_REPLY_LENGTH, useReplyToConversationMutation, type ReplyRequest } from 'shared-api';
import { replyRequestSchema } from 'shared-api/contract';
import { useAction } from 'shared-ui/actions';
import { FormSubmitButton, FormTextField, PageForm, useZodForm } from 'shared-ui/forms';
import { useT } from '../../../i18n';

/** 'Post a Reply': blank text is never sent; after a send the form clears. */
export const ReplyForm = ({ noteId }: { noteId: string }) => {
  const t = useT();
  const headingId = useId();
  const [sendReply] = useReplyToConversationMutation();
  const form = useZodForm<ReplyRequest, ReplyRequest>(replyRequestSchema, {
    defaultValues: { body: '' },
  });
  const blank = useWatch({ control: form.control, name: 'body' }).trim() === '';

  const { run: submit } = useAction(({ body }: ReplyRequest) => sendReply({ noteId, body }), {
    success: t('reply.sent'),
    failure: t('reply.failed'),
    onSuccess: () => form.reset(),
  });

  return (
    <PageForm form={form} onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('reply.heading')}
      </Typography>
      <FormTextField
        control={form.control}
        name="body"
        ariaLabel={t('reply.ariaLabel')}
        placeholder={t('reply.placeholder')}
        maxLength={MAX_REPLY_LENGTH}
        multiline
        minRows={4}
      />
      <FormSubmitButton
        form={form}
        label={t('reply.send')}
        disabled={blank}
        sx={{ alignSelf: 'flex-start' }}
      />
    </PageForm>
  );
};
