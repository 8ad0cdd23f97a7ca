import { personName, type AdminRegistration } from 'shared-api';
import { FormDialog, FormTextField, useZodForm } from 'shared-ui/forms';
import { Controller } from 'react-hook-form';

import { messageFormSchema } from '../message-form-schema';
import { RecipientPicker, type Recipient } from './recipient-picker';

const chosenMessageSchema = messageFormSchema.pick({ recipientIds: true, title: true, body: true });

/** A message written for the chosen registrants, before it is confirmed. */
export interface ChosenMessage {
  recipients: Recipient[];
  title: string;
  body: string;
}

/** Who registered for the convention (those waiting included), each once. */
export const registrantsOf = (registrations: readonly AdminRegistration[]): Recipient[] => {
  const registrants = new Map<string, Recipient>();
  for (const r of registrations) {
    if (r.status === 'cancelled') continue;
    registrants.set(r.userId, {
      id: r.userId,
      name: `${personName(r.registeredBy)} (${r.registeredBy.email})`,
    });
  }
  return [...registrants.values()].sort((a, b) => a.name.localeCompare(b.name));
};

interface MessageChosenDialogProps {
  registrants: readonly Recipient[];
  onWritten: (message: ChosenMessage) => void;
  onClose: () => void;
}

/** The registrants to write to, the title and the message; sending is confirmed after. */
export const MessageChosenDialog = ({
  registrants,
  onWritten,
  onClose,
}: MessageChosenDialogProps) => {
  const form = useZodForm(chosenMessageSchema, {
    defaultValues: { recipientIds: [], title: '', body: '' },
  });
  return (
    <FormDialog
      form={form}
      title="Message Chosen Registrants"
      submitLabel="Next"
      submittingLabel="Next"
      onSubmit={async (values) =>
        onWritten({
          recipients: registrants.filter((r) => values.recipientIds.includes(r.id)),
          title: values.title,
          body: values.body,
        })
      }
      failureMessage={() => 'Failed to prepare the message.'}
      onClose={onClose}
      summarizeErrors={false}
    >
      <Controller
        control={form.control}
        name="recipientIds"
        render={({ field, fieldState }) => (
          <RecipientPicker
            people={registrants}
            loading={false}
            label="Registrants"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
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
