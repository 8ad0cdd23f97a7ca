import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountCard } from './account-card';
import { ResetCodeForm } from './reset-code-form';
import { ResetRequestForm } from './reset-request-form';

/** Said whether or not the email has an account, so the page reveals nothing. */
export const RESET_CODE_SENT = 'If an account with that email exists, a reset code has been sent.';

/** /password-reset: step 1 asks for the email, step 2 for the emailed code and the new password. */
export const PasswordResetPage = () => {
  const [step, setStep] = useState<1 | 2>(1);
  return (
    <AccountCard title="Reset Your Password">
      {step === 1 ? (
        <ResetRequestForm onRequested={() => setStep(2)} />
      ) : (
        <>
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {RESET_CODE_SENT}
          </Alert>
          <ResetCodeForm />
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Back to Login
        </Link>
      </Typography>
    </AccountCard>
  );
};
