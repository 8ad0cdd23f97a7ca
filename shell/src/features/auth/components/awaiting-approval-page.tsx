import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { selectCurrentUser, useAppSelector, usePeriodicSessionRefresh } from 'shared-api';
import { useLogout } from '../../../hooks/use-logout';
import { AccountStateGate } from './account-state-gate';
import { StatusCard } from './status-card';
import { ValidationCodeForm } from './validation-code-form';

/** While a member waits here, how often the page asks whether an administrator has decided. */
export const APPROVAL_CHECK_INTERVAL_MS = 30_000;

const AccountPending = () => {
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  // An approval moves the member on to /dashboard (the gate), without logging out.
  usePeriodicSessionRefresh(APPROVAL_CHECK_INTERVAL_MS);
  return (
    <StatusCard
      title="Account Pending"
      actions={
        <Button variant="outlined" onClick={logout}>
          Logout
        </Button>
      }
    >
      {user && (
        <Typography gutterBottom>Welcome, {user.firstName}! Thank you for signing up.</Typography>
      )}
      {user && !user.isEmailValidated ? (
        <ValidationCodeForm email={user.email} />
      ) : (
        <Typography>
          Your email address is validated and your account is now awaiting approval by an
          administrator. This usually takes a day or two.
        </Typography>
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
