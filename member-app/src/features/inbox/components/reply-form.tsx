import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { getErrorMessage, MAX_REPLY_LENGTH, useReplyToConversationMutation } from 'shared-api';
import { useToast } from 'shared-ui';

export const REPLY_SENT = 'Reply sent successfully.';
export const REPLY_FAILED = 'Failed to send reply.';

/** 'Post a Reply': blank text is never sent; after a send the form clears. */
export const ReplyForm = ({ noteId }: { noteId: string }) => {
  const [text, setText] = useState('');
  const [sendReply, { isLoading }] = useReplyToConversationMutation();
  const { showToast } = useToast();
  const blank = text.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || isLoading) return;
    try {
      await sendReply({ noteId, body: text.trim() }).unwrap();
      setText('');
      showToast({ body: REPLY_SENT, variant: 'success' });
    } catch (error) {
      showToast({ header: 'Error', body: getErrorMessage(error, REPLY_FAILED), variant: 'danger' });
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="reply-heading" noValidate>
      <Typography id="reply-heading" variant="h5" component="h2" gutterBottom>
        Post a Reply
      </Typography>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type your reply here..."
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': 'Your reply', maxLength: MAX_REPLY_LENGTH } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isLoading || blank}
        loading={isLoading}
        sx={{ mt: 2 }}
      >
        Send Reply
      </Button>
    </Box>
  );
};
