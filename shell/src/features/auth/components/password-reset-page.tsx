import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../page-i18n';
import { AccountCard } from './account-card';
import { ResetCodeForm } from './reset-code-form';
import { ResetRequestForm } from './reset-request-form';
import { useLocalizedPath } from '../../../language/use-localized-path';

/** /password-reset: step 1 asks for the email, step 2 for the emailed code and the new password. */
export const PasswordResetPage = () => {
  const [step, setStep] = useState<1 | 2>(1);
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <AccountCard title={t('reset.title')}>
      {step === 1 ? (
        <ResetRequestForm onRequested={() => setStep(2)} />
      ) : (
        <>
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {/* Said whether or not the email has an account, so the page reveals nothing. */}
            {t('reset.codeSent')}
          </Alert>
          <ResetCodeForm />
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={localized('/login')}>
          {t('reset.backToLogin')}
        </Link>
      </Typography>
    </AccountCard>
  );
};
