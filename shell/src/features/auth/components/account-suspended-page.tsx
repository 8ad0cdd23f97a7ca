import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLogout } from '../../../hooks/use-logout';
import { AccountStateGate } from './account-state-gate';
import { StatusCard } from './status-card';

const AccessDenied = () => {
  const logout = useLogout();
  return (
    <StatusCard
      title="Access Denied"
      actions={
        <Button variant="contained" onClick={logout}>
          Logout
        </Button>
      }
    >
      <Typography>
        Your account has been suspended by an administrator. Please contact the organisers if you
        think this is a mistake.
      </Typography>
    </StatusCard>
  );
};

/** Only for a suspended member; a reactivation moves them on (the gate) without logging out. */
export const AccountSuspendedPage = () => (
  <AccountStateGate path="/account-suspended">
    <AccessDenied />
  </AccountStateGate>
);
