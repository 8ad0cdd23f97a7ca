import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  getErrorMessage,
  PASSWORD_RULES,
  useRegisterMutation,
  type SignUpInput,
  type SignUpRequest,
} from 'shared-api';
// A lazily loaded page (the router's lazyPage): the home page does not download it.
import { useAction } from 'shared-ui/actions';
import {
  BirthYearAndNationalityFields,
  FormSubmitButton,
  lazySchema,
  NameFields,
  NewPasswordFields,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { useHydrated } from '../../../hooks/use-hydrated';
import { T, useT } from '../../../page-i18n';
import { EmailField } from './email-field';
import { AccountCard } from './account-card';
import { ServerErrorAlert } from './server-error-alert';
import { useLocalizedPath } from '../../../language/use-localized-path';

const EMPTY_FORM: SignUpInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  yearOfBirth: null,
  nationality: '',
};

const signUpSchema = lazySchema<SignUpInput, SignUpRequest>(
  async () => (await import('shared-api/contract')).signUpSchema,
);

/** 'Create an Account'. */
export const RegisterPage = () => {
  const t = useT();
  const localized = useLocalizedPath();
  const [registerAccount, { error }] = useRegisterMutation();
  const [registered, setRegistered] = useState(false);
  const { run: onSubmit } = useAction((payload: SignUpRequest) => registerAccount(payload), {
    success: (message) => message || t('register.succeeded'),
    failureToast: false,
    onSuccess: () => setRegistered(true),
  });
  const hydrated = useHydrated();
  const form = useZodForm<SignUpInput, SignUpRequest>(signUpSchema, {
    defaultValues: EMPTY_FORM,
    // Errors appear on submit and a field's error goes away as soon as it is edited.
    reValidateMode: 'onSubmit',
  });
  const { control } = form;

  if (registered) {
    return (
      <AccountCard title={t('register.done.title')}>
        <Typography gutterBottom>{t('register.done.created')}</Typography>
        <Typography sx={{ mb: 3 }}>{t('register.done.next')}</Typography>
        <Button component={RouterLink} to={localized('/login')} variant="contained" size="large">
          {t('register.done.login')}
        </Button>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('register.title')}>
      <PageForm form={form} onSubmit={onSubmit} onFocus={signUpSchema.preload}>
        {error && <ServerErrorAlert message={getErrorMessage(error, t('register.failed'))} />}
        <NameFields control={control} />
        <EmailField control={control} />
        <NewPasswordFields control={control} label={t('account.password')} rules={PASSWORD_RULES} />
        <BirthYearAndNationalityFields control={control} />
        <Typography variant="body2" color="text.secondary">
          <T
            id="register.privacy"
            components={{ 0: <Link component={RouterLink} to={localized('/privacy')} /> }}
          />
        </Typography>
        <FormSubmitButton
          form={form}
          label={t('register.submit')}
          submittingLabel={t('register.submitting')}
          size="large"
          disabled={!hydrated}
        />
      </PageForm>
      <Typography sx={{ mt: 3 }}>
        <T
          id="register.haveAccount"
          components={{ 0: <Link component={RouterLink} to={localized('/login')} /> }}
        />
      </Typography>
    </AccountCard>
  );
};
