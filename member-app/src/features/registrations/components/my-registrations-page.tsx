import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  getErrorMessage,
  selectCurrentUser,
  useAppSelector,
  useGetMyRegistrationsQuery,
  type Registration,
} from 'shared-api';
import { ErrorAlert, PageSpinner } from 'shared-ui';
import { RegistrationCard } from './registration-card';

export const LOAD_ERROR = 'Failed to load registration data.';
export const NO_ACTIVE_CONVENTION_TEXT =
  'There is no active convention, so no registrations can be shown.';
export const notRegisteredText = (convention: string) =>
  `You have not yet registered for ${convention}.`;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="h5" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

const CardGrid = ({ registrations }: { registrations: Registration[] }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
    {registrations.map((r) => (
      <RegistrationCard key={r.id} registration={r} />
    ))}
  </Box>
);

const RegisterNow = () => (
  <Button component={RouterLink} to="/register-event" variant="contained">
    Register Now
  </Button>
);

/** /my-registrations: the member's own registration and those made for others. */
export const MyRegistrationsPage = () => {
  const user = useAppSelector(selectCurrentUser);
  const { data, error, isLoading } = useGetMyRegistrationsQuery();

  const body = (() => {
    if (isLoading) return <PageSpinner />;
    if (error || !data) return <ErrorAlert message={getErrorMessage(error, LOAD_ERROR)} />;
    if (!data.isActiveConventionFound || !data.activeConvention) {
      return <Alert severity="info">{NO_ACTIVE_CONVENTION_TEXT}</Alert>;
    }
    const name = data.activeConvention.name;
    const email = user?.email.toLowerCase();
    const mine = data.registrations.filter((r) => r.attendeeEmail.toLowerCase() === email);
    const others = data.registrations.filter((r) => r.attendeeEmail.toLowerCase() !== email);
    return (
      <Stack spacing={4}>
        <Section title="My Registration">
          {mine.length > 0 ? (
            <CardGrid registrations={mine} />
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="info">{notRegisteredText(name)}</Alert>
              <RegisterNow />
            </Stack>
          )}
        </Section>
        {others.length > 0 && (
          <Section title="Registrations on Behalf of Others">
            <CardGrid registrations={others} />
          </Section>
        )}
      </Stack>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {data?.activeConvention
          ? `My Registrations: ${data.activeConvention.name}`
          : 'My Registrations'}
      </Typography>
      {body}
    </Container>
  );
};
