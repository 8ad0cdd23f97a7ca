import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  getErrorMessage,
  isApproved,
  selectCurrentUser,
  useAppSelector,
  useGetActiveConventionQuery,
  useUnreadSummary,
} from 'shared-api';
import { useGetMyRegistrationsQuery, useGetRegistrationStatusQuery } from 'shared-api/member';
import { ErrorAlert } from 'shared-ui';
import { MyTables } from '../../../components/my-tables';
import { VenueCard } from '../../../components/venue/venue-card';
import { useT } from '../../../i18n';
import { DashboardCard } from './dashboard-card';

/** /dashboard. */
export const DashboardPage = () => {
  const t = useT();
  const user = useAppSelector(selectCurrentUser);
  const inbox = useUnreadSummary();
  const { data: mine } = useGetMyRegistrationsQuery();
  // A cancelled registration is kept on record, not counted: nothing is owed or planned for it.
  const current = (mine?.registrations ?? []).filter((r) => r.status !== 'cancelled');
  const allCancelled = mine !== undefined && mine.registrations.length > 0 && current.length === 0;
  // An approved member not yet in the open convention is offered its form first.
  const approved = user !== null && isApproved(user.roles);
  const { data: convention } = useGetActiveConventionQuery(undefined, { skip: !approved });
  const { data: status } = useGetRegistrationStatusQuery(undefined, { skip: !approved });
  const canRegister = convention?.registrationOpen === true && status?.isRegistered === false;

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {user ? t('dashboard.welcomeName', { name: user.firstName }) : t('dashboard.welcome')}
      </Typography>
      {inbox.error !== undefined && (
        <Box sx={{ mb: 3 }}>
          <ErrorAlert message={getErrorMessage(inbox.error, t('dashboard.loadFailed'))} />
        </Box>
      )}
      {inbox.summary?.hasUnreadInvoice && !allCancelled && (
        <Box component="section" aria-label={t('dashboard.invoice.title')} sx={{ mb: 3 }}>
          <Alert
            severity="warning"
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            action={
              <Button component={RouterLink} to="/inbox" color="inherit" variant="outlined">
                {t('dashboard.inbox.action')}
              </Button>
            }
          >
            <AlertTitle>{t('dashboard.invoice.title')}</AlertTitle>
            {t('dashboard.invoice.text')}
          </Alert>
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {canRegister && (
          <DashboardCard
            title={convention.name}
            text={t('dashboard.register.text')}
            to="/register-event"
            action={t('dashboard.register.action', { convention: convention.name })}
          />
        )}
        <DashboardCard
          title={t('dashboard.inbox.title')}
          text={
            inbox.summary
              ? t('dashboard.inbox.unread', { count: inbox.summary.unreadCount })
              : t('dashboard.inbox.checking')
          }
          to="/inbox"
          action={t('dashboard.inbox.action')}
        />
        <DashboardCard
          title={t('dashboard.contact.title')}
          text={t('dashboard.contact.text')}
          to="/contact-us"
          action={t('dashboard.contact.title')}
        />
        {current.length > 0 && mine?.activeConvention && (
          <DashboardCard
            title={t('dashboard.registrations.title')}
            text={t('dashboard.registrations.text', {
              count: current.length,
              convention: mine.activeConvention.name,
            })}
            to="/my-registrations"
            action={t('dashboard.registrations.action')}
          />
        )}
      </Box>
      {current.length > 0 && <VenueCard sx={{ mt: 4 }} />}
      <MyTables sx={{ mt: 4 }} />
    </Container>
  );
};
