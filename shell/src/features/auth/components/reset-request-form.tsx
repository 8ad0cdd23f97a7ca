import Typography from '@mui/material/Typography';
import { useRequestPasswordResetMutation, type PasswordResetRequest } from 'shared-api';
import { FormSubmitButton, lazySchema, PageForm, useZodForm } from 'shared-ui/forms';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useT } from '../../../page-i18n';
import { EmailField } from './email-field';

const resetRequestSchema = lazySchema<PasswordResetRequest, PasswordResetRequest>(
  async () => (await import('shared-api/contract')).passwordResetRequestSchema,
);

interface ResetRequestFormProps {
  onRequested: () => void;
}

/** Step 1: moves on whatever the answer, so no one learns whether an email has an account. */
export const ResetRequestForm = ({ onRequested }: ResetRequestFormProps) => {
  const [requestReset] = useRequestPasswordResetMutation();
  const hydrated = useHydrated();
  const t = useT();
  const form = useZodForm<PasswordResetRequest, PasswordResetRequest>(resetRequestSchema, {
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = async (request: PasswordResetRequest) => {
    await requestReset(request)
      .unwrap()
      .catch(() => undefined);
    onRequested();
  };

  return (
    <PageForm form={form} onSubmit={onSubmit} onFocus={resetRequestSchema.preload}>
      <Typography>{t('reset.request.text')}</Typography>
      <EmailField control={form.control} />
      <FormSubmitButton
        form={form}
        label={t('reset.request.submit')}
        submittingLabel={t('reset.request.submitting')}
        size="large"
        disabled={!hydrated}
      />
    </PageForm>
  );
};
