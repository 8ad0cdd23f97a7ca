import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLogout } from '../../../hooks/use-logout';
import { useT } from '../../../page-i18n';
import { AccountStateGate } from './account-state-gate';
import { StatusCard } from './status-card';

const AccessDenied = () => {
  const logout = useLogout();
  const t = useT();
  return (
    <StatusCard
      title={t('suspended.title')}
      actions={
        <Button variant="contained" onClick={logout}>
          {t('nav.logout')}
        </Button>
      }
    >
      <Typography>{t('suspended.text')}</Typography>
    </StatusCard>
  );
};

/** Only for a suspended member; a reactivation moves them on (the gate) without logging out. */
export const AccountSuspendedPage = () => (
  <AccountStateGate path="/account-suspended">
    <AccessDenied />
  </AccountStateGate>
);
