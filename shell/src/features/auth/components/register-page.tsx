import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import {
  getErrorMessage,
  PASSWORD_RULES,
  useRegisterMutation,
  type SignUpInput,
  type SignUpRequest,
} from 'shared-api';
import { useToast } from 'shared-ui';
import { useHydrated } from '../../../hooks/use-hydrated';
import { AccountCard } from './account-card';
import { PasswordField } from './password-field';
import { ServerErrorAlert } from './server-error-alert';
import { lazyZodResolver } from '../lazy-resolver';

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
const toYear = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

const signUpResolver = lazyZodResolver(async () => {
  const { signUpSchema } = await import('shared-api/contract');
  return signUpSchema;
});

/** 'Create an Account'. */
export const RegisterPage = () => {
  const { showToast } = useToast();
  const [registerAccount, { isLoading, error }] = useRegisterMutation();
  const [registered, setRegistered] = useState(false);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpRequest>({
    resolver: signUpResolver.resolver,
    defaultValues: EMPTY_FORM,
    // Errors appear on submit and a field's error goes away as soon as it is edited.
    reValidateMode: 'onSubmit',
  });

  const field = (name: FieldPath<SignUpInput>) => {
    const { ref, ...rest } = register(name, {
      onChange: () => clearErrors(name),
      ...(name === 'yearOfBirth' ? { setValueAs: toYear } : {}),
    });
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message,
    };
  };

  const onSubmit = handleSubmit(async (payload) => {
    try {
      const message = await registerAccount(payload).unwrap();
      showToast({ body: message || REGISTRATION_SUCCEEDED, variant: 'success' });
      setRegistered(true);
    } catch {
      // Shown from the mutation's state.
    }
  });

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
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        onFocus={signUpResolver.preload}
        spacing={2}
      >
        {error && <ServerErrorAlert message={getErrorMessage(error, REGISTRATION_FAILED)} />}
        <Box sx={twoColumns}>
          <TextField
            {...field('firstName')}
            label="First Name"
            autoComplete="given-name"
            required
          />
          <TextField {...field('lastName')} label="Last Name" autoComplete="family-name" required />
        </Box>
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" required />
        <PasswordField
          {...field('password')}
          label="Password"
          autoComplete="new-password"
          required
          helperText={errors.password?.message ?? PASSWORD_RULES}
        />
        <PasswordField
          {...field('confirmPassword')}
          label="Confirm Password"
          autoComplete="new-password"
          required
        />
        <Box sx={twoColumns}>
          <TextField
            {...field('yearOfBirth')}
            label="Year of Birth (optional)"
            type="number"
            autoComplete="bday-year"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            {...field('nationality')}
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
        <Button type="submit" variant="contained" size="large" disabled={isLoading || !hydrated}>
          {isLoading ? 'Creating Account...' : 'Sign Up'}
        </Button>
      </Stack>
      <Typography sx={{ mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    </AccountCard>
  );
};
