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
import { EmailField } from './email-field';
import { AccountCard } from './account-card';
import { ServerErrorAlert } from './server-error-alert';

const REGISTRATION_FAILED = 'An unexpected error occurred during registration.';
const REGISTRATION_SUCCEEDED = 'Registration successful!';

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
  const [registerAccount, { error }] = useRegisterMutation();
  const [registered, setRegistered] = useState(false);
  const { run: onSubmit } = useAction((payload: SignUpRequest) => registerAccount(payload), {
    success: (message) => message || REGISTRATION_SUCCEEDED,
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
      <AccountCard title="Check Your Email!">
        <Typography gutterBottom>
          Your account has been created. We have sent a validation code to your email address.
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Log in and enter the code to validate your email address. An administrator will then
          approve your account.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Proceed to Login
        </Button>
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Create an Account">
      <PageForm form={form} onSubmit={onSubmit} onFocus={signUpSchema.preload}>
        {error && <ServerErrorAlert message={getErrorMessage(error, REGISTRATION_FAILED)} />}
        <NameFields control={control} />
        <EmailField control={control} />
        <NewPasswordFields control={control} label="Password" rules={PASSWORD_RULES} />
        <BirthYearAndNationalityFields control={control} />
        <Typography variant="body2" color="text.secondary">
          What we store about you and why is in our{' '}
          <Link component={RouterLink} to="/privacy">
            privacy notice
          </Link>
          .
        </Typography>
        <FormSubmitButton
          form={form}
          label="Sign Up"
          submittingLabel="Creating Account..."
          size="large"
          disabled={!hydrated}
        />
      </PageForm>
      <Typography sx={{ mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    </AccountCard>
  );
};
