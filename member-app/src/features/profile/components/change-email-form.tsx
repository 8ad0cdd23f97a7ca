import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage, type EmailChangeConfirmation, type EmailChangeRequest } from 'shared-api';
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
import { T, useT } from '../../../i18n';
import { ProfileSection } from './profile-section';

const requestSchema = lazySchema(
  async () => (await import('shared-api/contract')).emailChangeRequestSchema,
);
const confirmSchema = lazySchema(
  async () => (await import('shared-api/contract')).emailChangeConfirmSchema,
);

/** Step 2: the code sent to the new address. */
const ConfirmStep = ({ newEmail, onDone }: { newEmail: string; onDone: () => void }) => {
  const t = useT();
  const [confirm, { error }] = useConfirmEmailChangeMutation();
  const { run: onSubmit } = useAction((values: EmailChangeConfirmation) => confirm(values), {
    success: t('email.changed'),
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
      aria-label={t('email.confirm.ariaLabel')}
    >
      <Typography role="status">{t('email.confirm.sent', { email: newEmail })}</Typography>
      {error && <ErrorAlert message={getErrorMessage(error, t('email.confirm.failed'))} />}
      <FormTextField
        control={form.control}
        name="code"
        label={t('email.confirm.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <FormSubmitButton
          form={form}
          label={t('email.confirm.submit')}
          submittingLabel={t('email.confirm.submitting')}
        />
        <Button onClick={onDone}>{t('email.confirm.cancel')}</Button>
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
  const t = useT();
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
    <ProfileSection id="change-email-heading" title={t('email.title')}>
      <Typography sx={{ mb: 2 }}>
        <T id="email.current" values={{ email }} components={{ 0: <strong /> }} />
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
          {error && <ErrorAlert message={getErrorMessage(error, t('email.request.failed'))} />}
          <FormTextField
            control={form.control}
            name="email"
            label={t('email.request.newEmail')}
            type="email"
            autoComplete="email"
            required
          />
          <FormPasswordField
            control={form.control}
            name="currentPassword"
            label={t('email.request.currentPassword')}
            autoComplete="current-password"
            required
          />
          <Box>
            <FormSubmitButton
              form={form}
              label={t('email.request.submit')}
              submittingLabel={t('email.request.submitting')}
            />
          </Box>
        </PageForm>
      )}
    </ProfileSection>
  );
};
