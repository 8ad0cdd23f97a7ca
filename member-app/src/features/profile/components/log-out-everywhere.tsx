import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import {
  LOGGED_OUT_EVERYWHERE,
  loggedOut,
  useAppDispatch,
  useLogoutEverywhereMutation,
} from 'shared-api';
import { useAction } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';

const LOG_OUT_EVERYWHERE = 'Log out everywhere';
const LOG_OUT_EVERYWHERE_FAILED = 'Could not log you out everywhere. Please try again.';

/**
 * Revokes every token of the account (a lost phone, a shared computer), then signs this browser
 * out: its own token is revoked too. The page is left first, as the shell's Logout does, so the
 * guard of /profile does not send the user to /login.
 */
export const LogOutEverywhere = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();

  const { run: logOut } = useAction(() => logoutEverywhere(), {
    success: LOGGED_OUT_EVERYWHERE,
    failure: LOG_OUT_EVERYWHERE_FAILED,
    onSuccess: () => {
      flushSync(() => navigate('/'));
      dispatch(loggedOut());
    },
  });
  const confirm = async () => {
    if (!(await logOut())) setConfirming(false);
  };

  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        Sessions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Signed in on a device you no longer use or trust? Log out on every device and browser at
        once, this one included.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {LOG_OUT_EVERYWHERE}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Log out everywhere?"
        message="Every device and browser signed in to your account, this one included, will be signed out. You can log in again at any time."
        confirmLabel={LOG_OUT_EVERYWHERE}
        confirmColor="error"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
