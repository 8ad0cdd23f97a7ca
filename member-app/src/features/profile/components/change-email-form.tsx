import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  EMAIL_CHANGED,
  getErrorMessage,
  type EmailChangeConfirmation,
  type EmailChangeRequest,
} from 'shared-api';
import { useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from 'shared-api/member';
import { ErrorAlert } from 'shared-ui';
import { useAction } from 'shared-ui/actions';
import {
  FormPasswordField,
  FormSubmitButton,
  FormTextField,
  lazySchema,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { ProfileSection } from './profile-section';

export const EMAIL_CHANGE_FAILED = 'Failed to send the code.';
export const EMAIL_CONFIRM_FAILED = 'Failed to change your email address.';

const requestSchema = lazySchema(
  async () => (await import('shared-api/contract')).emailChangeRequestSchema,
);
const confirmSchema = lazySchema(
  async () => (await import('shared-api/contract')).emailChangeConfirmSchema,
);

/** Step 2: the code sent to the new address. */
const ConfirmStep = ({ newEmail, onDone }: { newEmail: string; onDone: () => void }) => {
  const [confirm, { error }] = useConfirmEmailChangeMutation();
  const { run: onSubmit } = useAction((values: EmailChangeConfirmation) => confirm(values), {
    success: EMAIL_CHANGED,
    failureToast: false,
    onSuccess: onDone,
  });
  const form = useZodForm<EmailChangeConfirmation, EmailChangeConfirmation>(confirmSchema, {
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  return (
    <PageForm
      form={form}
      onSubmit={onSubmit}
      onFocus={confirmSchema.preload}
      aria-label="Confirm your new email address"
    >
      <Typography role="status">
        We sent a code to {newEmail}. Enter it here to confirm the change.
      </Typography>
      {error && <ErrorAlert message={getErrorMessage(error, EMAIL_CONFIRM_FAILED)} />}
      <FormTextField
        control={form.control}
        name="code"
        label="Code from the email"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <FormSubmitButton form={form} label="Confirm New Email" submittingLabel="Confirming..." />
        <Button onClick={onDone}>Cancel</Button>
      </Box>
    </PageForm>
  );
};

const EMPTY_REQUEST: EmailChangeRequest = { email: '', currentPassword: '' };

/**
 * The current password proves the owner asks; the new address gets a code, and the change is made
 * only when that code comes back.
 */
export const ChangeEmailForm = ({ email }: { email: string }) => {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, { error, reset }] = useRequestEmailChangeMutation();
  const form = useZodForm<EmailChangeRequest, EmailChangeRequest>(requestSchema, {
    defaultValues: EMPTY_REQUEST,
    reValidateMode: 'onSubmit',
  });
  const { run: onSubmit } = useAction((values: EmailChangeRequest) => request(values), {
    failureToast: false,
    onSuccess: (_sent, values) => {
      setSentTo(values.email);
      // The password is not kept on the page while the code is awaited.
      form.resetField('currentPassword');
    },
  });
  const done = () => {
    setSentTo(null);
    reset();
    form.reset(EMPTY_REQUEST);
  };
  return (
    <ProfileSection id="change-email-heading" title="Email Address">
      <Typography sx={{ mb: 2 }}>
        You log in with <strong>{email}</strong>, and our mail goes there.
      </Typography>
      {sentTo ? (
        <ConfirmStep newEmail={sentTo} onDone={done} />
      ) : (
        <PageForm
          form={form}
          onSubmit={onSubmit}
          onFocus={requestSchema.preload}
          aria-labelledby="change-email-heading"
        >
          {error && <ErrorAlert message={getErrorMessage(error, EMAIL_CHANGE_FAILED)} />}
          <FormTextField
            control={form.control}
            name="email"
            label="New Email Address"
            type="email"
            autoComplete="email"
            required
          />
          <FormPasswordField
            control={form.control}
            name="currentPassword"
            label="Current Password"
            autoComplete="current-password"
            required
          />
          <Box>
            <FormSubmitButton form={form} label="Send Code" submittingLabel="Sending..." />
          </Box>
        </PageForm>
      )}
    </ProfileSection>
  );
};
