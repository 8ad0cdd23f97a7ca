import Box from '@mui/material/Box';
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
import { useToast } from 'shared-ui';
import {
  FormPasswordField,
  FormSubmitButton,
  FormTextField,
  lazySchema,
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

/** A blank year is "not given"; anything else goes to the schema as a number (NaN fails there). */
const toYear = (text: string): number | null => (text === '' ? null : Number(text));

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

const signUpSchema = lazySchema<SignUpInput, SignUpRequest>(
  async () => (await import('shared-api/contract')).signUpSchema,
);

/** 'Create an Account'. */
export const RegisterPage = () => {
  const { showToast } = useToast();
  const [registerAccount, { error }] = useRegisterMutation();
  const [registered, setRegistered] = useState(false);
  const hydrated = useHydrated();
  const form = useZodForm<SignUpInput, SignUpRequest>(signUpSchema, {
    defaultValues: EMPTY_FORM,
    // Errors appear on submit and a field's error goes away as soon as it is edited.
    reValidateMode: 'onSubmit',
  });
  const { control } = form;

  const onSubmit = async (payload: SignUpRequest) => {
    try {
      const message = await registerAccount(payload).unwrap();
      showToast({ body: message || REGISTRATION_SUCCEEDED, variant: 'success' });
      setRegistered(true);
    } catch {
      // Shown from the mutation's state.
    }
  };

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
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
            required
          />
        </Box>
        <EmailField control={control} />
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          helperText={PASSWORD_RULES}
          required
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          required
        />
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name="yearOfBirth"
            label="Year of Birth (optional)"
            type="number"
            autoComplete="bday-year"
            inputMode="numeric"
            parse={toYear}
          />
          <FormTextField
            control={control}
            name="nationality"
            label="Nationality (optional)"
            autoComplete="country-name"
          />
        </Box>
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
