import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  getErrorMessage,
  selectCurrentUser,
  textToHtml,
  useAppSelector,
  useGetUsersQuery,
  useSendAdminMessageMutation,
} from 'shared-api';
import { useToast } from 'shared-ui';
import { messageFormSchema, type MessageFormValues } from '../message-form-schema';
import { RecipientPicker } from './recipient-picker';

export const MESSAGE_SENT = 'Message sent successfully.';
export const USERS_LOAD_ERROR = 'Failed to load user list for messaging.';
export const ADMIN_NOT_FOUND = 'Error: Admin user not found. Please log in again.';

/** A message about a registration: its id, and who it goes to by default. */
export interface MessageContext {
  registrationId: string;
  recipientIds: string[];
  title?: string;
}

export interface CreateMessageModalProps {
  open: boolean;
  onClose: () => void;
  context?: MessageContext;
}

const defaults = (context?: MessageContext): MessageFormValues => ({
  recipientIds: context?.recipientIds ?? [],
  title: context?.title ?? '',
  body: '',
  // Defaults to true, offered only when tied to a registration.
  includeRegistrationLink: context !== undefined,
});

interface MessageFormProps {
  context?: MessageContext;
  formId: string;
  onSent: () => void;
  onBusy: (busy: boolean) => void;
}

/** Mounted with each opening of the dialog, so every message starts from the defaults. */
const MessageForm = ({ context, formId, onSent, onBusy }: MessageFormProps) => {
  const admin = useAppSelector(selectCurrentUser);
  const users = useGetUsersQuery();
  const [send] = useSendAdminMessageMutation();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: defaults(context),
  });

  const submit = handleSubmit(async (values) => {
    if (!admin) {
      setFailure(ADMIN_NOT_FOUND);
      return;
    }
    setFailure(null);
    onBusy(true);
    try {
      await send({
        recipientIds: values.recipientIds,
        title: values.title.trim(),
        body: textToHtml(values.body),
        registrationId: context?.registrationId ?? null,
        includeRegistrationLink: context !== undefined && values.includeRegistrationLink,
      }).unwrap();
      showToast({ body: MESSAGE_SENT, variant: 'success' });
      onSent();
    } catch (error) {
      setFailure(`Failed to send message: ${getErrorMessage(error, 'unknown error')}`);
    } finally {
      onBusy(false);
    }
  });

  return (
    <Stack component="form" id={formId} spacing={2.5} sx={{ pt: 1 }} onSubmit={submit} noValidate>
      {failure && <Alert severity="error">{failure}</Alert>}
      {users.error && (
        <Alert severity="error">{getErrorMessage(users.error, USERS_LOAD_ERROR)}</Alert>
      )}
      <Controller
        name="recipientIds"
        control={control}
        render={({ field, fieldState }) => (
          <RecipientPicker
            users={users.data ?? []}
            loading={users.isLoading}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="title"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Title"
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="body"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Message"
            required
            multiline
            minRows={6}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      {context && (
        <Controller
          name="includeRegistrationLink"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(_e, checked) => field.onChange(checked)}
                />
              }
              label="Include a link to the registration"
            />
          )}
        />
      )}
    </Stack>
  );
};

/** Create New Message: from the admin inbox or about a registration. */
export const CreateMessageModal = ({ open, onClose, context }: CreateMessageModalProps) => {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:575.95px)');
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>Create New Message</DialogTitle>
      <DialogContent>
        <MessageForm
          context={context}
          formId={`${titleId}-form`}
          onSent={onClose}
          onBusy={setBusy}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={busy}>
          Send Message
        </Button>
      </DialogActions>
    </Dialog>
  );
};
