import { useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  PASSWORD_RULES,
  useResetPasswordMutation,
  type PasswordResetConfirmation,
  type PasswordResetInput,
} from 'shared-api';
import { ErrorAlert } from 'shared-ui';
// This form is on a lazily loaded page (the router's lazyPage): the home page does not download it.
import { useAction } from 'shared-ui/actions';
import {
  FormSubmitButton,
  FormTextField,
  lazySchema,
  NewPasswordFields,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { useT } from '../../../page-i18n';
import { useLocalizedPath } from '../../../language/use-localized-path';
import type { LoginLocationState } from '../login-location-state';

const resetSchema = lazySchema(
  async () => (await import('shared-api/contract')).passwordResetSchema,
);

/** Step 2: the emailed code and the new password; success goes to login. */
export const ResetCodeForm = () => {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const t = useT();
  const [resetPassword, { error }] = useResetPasswordMutation();
  const { run: onSubmit } = useAction(
    (confirmation: PasswordResetConfirmation) => resetPassword(confirmation),
    {
      success: t('reset.code.success'),
      failureToast: false,
      onSuccess: () => {
        const state: LoginLocationState = { successMessage: t('reset.code.doneAtLogin') };
        navigate(localized('/login'), { state });
      },
    },
  );
  const form = useZodForm<PasswordResetInput, PasswordResetConfirmation>(resetSchema, {
    defaultValues: { token: '', password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const { control } = form;

  return (
    <PageForm form={form} onSubmit={onSubmit} onFocus={resetSchema.preload}>
      {error && <ErrorAlert message={getErrorMessage(error, t('reset.code.failed'))} />}
      <FormTextField
        control={control}
        name="token"
        label={t('reset.code.label')}
        autoComplete="one-time-code"
        required
      />
      <NewPasswordFields
        control={control}
        label={t('reset.code.newPassword')}
        rules={PASSWORD_RULES}
      />
      <FormSubmitButton
        form={form}
        label={t('reset.code.submit')}
        submittingLabel={t('reset.code.submitting')}
        size="large"
      />
    </PageForm>
  );
};
