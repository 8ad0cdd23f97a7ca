import Alert from '@mui/material/Alert';
import { Controller } from 'react-hook-form';
import {
  getErrorMessage,
  personName,
  selectCurrentUser,
  textToHtml,
  useAppSelector,
} from 'shared-api';
import { useSendAdminMessageMutation, useGetUsersQuery } from 'shared-api/admin';
import { useToast } from 'shared-ui';
import { FormCheckbox, FormDialog, FormTextField, useZodForm } from 'shared-ui/forms';
import {
  messageFormSchema,
  type MessageFormOutput,
  type MessageFormValues,
} from '../message-form-schema';
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

/** Thrown when the session has no admin: the dialog says so instead of sending. */
class AdminNotFound extends Error {}

interface MessageDialogProps {
  context?: MessageContext;
  onClose: () => void;
}

/** Mounted with each opening, so every message starts from the defaults. */
const MessageDialog = ({ context, onClose }: MessageDialogProps) => {
  const admin = useAppSelector(selectCurrentUser);
  const users = useGetUsersQuery();
  const [send] = useSendAdminMessageMutation();
  const { showToast } = useToast();
  const form = useZodForm<MessageFormValues, MessageFormOutput>(messageFormSchema, {
    defaultValues: defaults(context),
  });
  const { control } = form;

  const submit = async (values: MessageFormOutput) => {
    if (!admin) throw new AdminNotFound(ADMIN_NOT_FOUND);
    await send({
      recipientIds: values.recipientIds,
      title: values.title.trim(),
      body: textToHtml(values.body),
      registrationId: context?.registrationId ?? null,
      includeRegistrationLink: context !== undefined && values.includeRegistrationLink,
    }).unwrap();
    showToast({ body: MESSAGE_SENT, variant: 'success' });
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title="Create New Message"
      submitLabel="Send Message"
      onSubmit={submit}
      failureMessage={(error) =>
        error instanceof AdminNotFound
          ? error.message
          : `Failed to send message: ${getErrorMessage(error, 'unknown error')}`
      }
      onClose={onClose}
      closeOnBackdrop
      summarizeErrors={false}
    >
      {users.error && (
        <Alert severity="error">{getErrorMessage(users.error, USERS_LOAD_ERROR)}</Alert>
      )}
      <Controller
        name="recipientIds"
        control={control}
        render={({ field, fieldState }) => (
          <RecipientPicker
            people={(users.data ?? []).map((user) => ({
              id: user.id,
              name: `${personName(user)} (${user.email})`,
            }))}
            loading={users.isLoading}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormTextField control={control} name="title" label="Title" required />
      <FormTextField control={control} name="body" label="Message" required multiline minRows={6} />
      {context && (
        <FormCheckbox
          control={control}
          name="includeRegistrationLink"
          label="Include a link to the registration"
        />
      )}
    </FormDialog>
  );
};

/** Create New Message: from the admin inbox or about a registration. */
export const CreateMessageModal = ({ open, onClose, context }: CreateMessageModalProps) =>
  open ? <MessageDialog context={context} onClose={onClose} /> : null;
