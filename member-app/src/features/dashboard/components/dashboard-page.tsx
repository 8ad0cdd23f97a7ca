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
  unreadMessagesText,
  useAppSelector,
  useGetActiveConventionQuery,
  useUnreadSummary,
} from 'shared-api';
import { useGetMyRegistrationsQuery, useGetRegistrationStatusQuery } from 'shared-api/member';
import { ErrorAlert } from 'shared-ui';
import { MyTables } from '../../../components/my-tables';
import { VenueCard } from '../../../components/venue/venue-card';
import { DashboardCard } from './dashboard-card';

export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data.';

const registrationsText = (count: number, convention: string) =>
  `You have ${count === 1 ? '1 registration' : `${count} registrations`} for ${convention}.`;

/** /dashboard. */
export const DashboardPage = () => {
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
        {user ? `Welcome back, ${user.firstName}` : 'Welcome back'}
      </Typography>
      {inbox.error !== undefined && (
        <Box sx={{ mb: 3 }}>
          <ErrorAlert message={getErrorMessage(inbox.error, DASHBOARD_LOAD_FAILED)} />
        </Box>
      )}
      {inbox.summary?.hasUnreadInvoice && !allCancelled && (
        <Box component="section" aria-label="New Invoice" sx={{ mb: 3 }}>
          <Alert
            severity="warning"
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            action={
              <Button component={RouterLink} to="/inbox" color="inherit" variant="outlined">
                Open My Inbox
              </Button>
            }
          >
            <AlertTitle>New Invoice</AlertTitle>
            Your registration invoice is waiting in your inbox.
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
            text="Registration is open."
            to="/register-event"
            action={`Register for ${convention.name}`}
          />
        )}
        <DashboardCard
          title="My Inbox"
          text={
            inbox.summary
              ? unreadMessagesText(inbox.summary.unreadCount)
              : 'Checking your messages...'
          }
          to="/inbox"
          action="Open My Inbox"
        />
        <DashboardCard
          title="Contact Us"
          text="A question about a convention or your registration? Send the organisers a message."
          to="/contact-us"
          action="Contact Us"
        />
        {current.length > 0 && mine?.activeConvention && (
          <DashboardCard
            title="My Event Registrations"
            text={registrationsText(current.length, mine.activeConvention.name)}
            to="/my-registrations"
            action="View My Registrations"
          />
        )}
      </Box>
      {current.length > 0 && <VenueCard sx={{ mt: 4 }} />}
      <MyTables sx={{ mt: 4 }} />
    </Container>
  );
};
