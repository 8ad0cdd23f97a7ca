import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLogout } from '../../../hooks/use-logout';
import { StatusCard } from './status-card';

export const AccountSuspendedPage = () => {
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
        Your account has been suspended by an administrator. Please contact the organizers if you
        think this is a mistake.
      </Typography>
    </StatusCard>
  );
};
