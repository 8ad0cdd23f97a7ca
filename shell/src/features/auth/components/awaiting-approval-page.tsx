import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { selectCurrentUser, useAppSelector } from 'shared-api';
import { useLogout } from '../../../hooks/use-logout';
import { StatusCard } from './status-card';
import { ValidationCodeForm } from './validation-code-form';

/** 'Account Pending': validate the email first, then wait for an administrator. */
export const AwaitingApprovalPage = () => {
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
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
