import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { selectCurrentUser, useAppSelector, usePeriodicSessionRefresh } from 'shared-api';
import { useLogout } from '../../../hooks/use-logout';
import { useT } from '../../../page-i18n';
import { AccountStateGate } from './account-state-gate';
import { StatusCard } from './status-card';
import { ValidationCodeForm } from './validation-code-form';

/** While a member waits here, how often the page asks whether an administrator has decided. */
export const APPROVAL_CHECK_INTERVAL_MS = 30_000;

const AccountPending = () => {
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  const t = useT();
  // An approval moves the member on to /dashboard (the gate), without logging out.
  usePeriodicSessionRefresh(APPROVAL_CHECK_INTERVAL_MS);
  return (
    <StatusCard
      title={t('pending.title')}
      actions={
        <Button variant="outlined" onClick={logout}>
          {t('nav.logout')}
        </Button>
      }
    >
      {user && (
        <Typography gutterBottom>{t('pending.welcome', { name: user.firstName })}</Typography>
      )}
      {user && !user.isEmailValidated ? (
        <ValidationCodeForm email={user.email} />
      ) : (
        <Typography>{t('pending.validated')}</Typography>
      )}
    </StatusCard>
  );
};

/** 'Account Pending': validate the email first, then wait for an administrator. */
export const AwaitingApprovalPage = () => (
  <AccountStateGate path="/awaiting-approval">
    <AccountPending />
  </AccountStateGate>
);
