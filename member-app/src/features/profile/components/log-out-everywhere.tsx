import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { loggedOut, useAppDispatch, useLogoutEverywhereMutation } from 'shared-api';
import { useAction } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useT } from '../../../i18n';

/**
 * Revokes every token of the account (a lost phone, a shared computer), then signs this browser
 * out: its own token is revoked too. The page is left first, as the shell's Logout does, so the
 * guard of /profile does not send the user to /login.
 */
export const LogOutEverywhere = () => {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();

  const { run: logOut } = useAction(() => logoutEverywhere(), {
    success: t('logOutEverywhere.done'),
    failure: t('logOutEverywhere.failed'),
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
        {t('logOutEverywhere.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('logOutEverywhere.intro')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {t('logOutEverywhere.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('logOutEverywhere.confirmTitle')}
        message={t('logOutEverywhere.confirmText')}
        confirmLabel={t('logOutEverywhere.button')}
        confirmColor="error"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
