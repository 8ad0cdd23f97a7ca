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
  useGetActiveConventionQuery,
  type ConventionMeal,
  type Registration,
} from 'shared-api';
import { useGetMyInvoicesQuery, useGetMyRegistrationsQuery } from 'shared-api/member';
import { ErrorAlert, PageSpinner } from 'shared-ui';
import { CancelRegistrationButton } from './cancel-registration-button';
import { AddToCalendar } from './add-to-calendar';
import { InvoiceToPay } from './invoice-to-pay';
import { RegistrationCard } from './registration-card';
import { WhoIsComing } from './who-is-coming';
import { useClubTimes } from '../../../club-times';
import { MyTables } from '../../../components/my-tables';
import { VenueCard } from '../../../components/venue/venue-card';
import { useT } from '../../../i18n';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="h5" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** The path of the page that edits a registration with the registration form. */
export const editRegistrationPath = (id: string) => `/my-registrations/${id}/edit`;

/** What the viewer is told about a registration, and may do with it, beyond its details. */
const Notes = ({ r, viewerId }: { r: Registration; viewerId: string }): ReactNode => {
  const t = useT();
  const { clubMoment } = useClubTimes();
  if (r.status === 'cancelled') {
    return r.cancelledAt ? (
      <Typography variant="body2">
        {t('registrations.cancelledOn', { date: clubMoment(r.cancelledAt) })}
      </Typography>
    ) : null;
  }
  const waiting = r.status === 'waiting' && r.waitingPosition !== null && (
    <Alert severity="warning">{t('registrations.waiting', { position: r.waitingPosition })}</Alert>
  );
  if (r.registeredBy.userId !== viewerId) {
    return (
      <>
        {waiting}
        <Typography variant="body2">
          {t('registrations.registeredForYou', {
            name: `${r.registeredBy.firstName} ${r.registeredBy.lastName}`,
          })}
        </Typography>
        <CancelRegistrationButton registration={r} viewerId={viewerId} />
      </>
    );
  }
  return (
    <>
      {waiting}
      {r.registerDifferentPerson && r.attendeeHasAccount && (
        <Alert severity="info">{t('registration.memberNotified')}</Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button
          component={RouterLink}
          to={editRegistrationPath(r.id)}
          variant="contained"
          aria-label={t('registrations.editLabel', {
            name: `${r.attendeeFirstName} ${r.attendeeLastName}`,
          })}
        >
          {t('registrations.edit')}
        </Button>
        <CancelRegistrationButton registration={r} viewerId={viewerId} />
      </Stack>
    </>
  );
};

const CardGrid = ({
  registrations,
  viewerId,
  meals,
}: {
  registrations: Registration[];
  viewerId: string;
  meals: readonly ConventionMeal[];
}) => (
  // As many columns as cards fit side by side, and no empty one: a single card takes the width.
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))',
    }}
  >
    {registrations.map((r) => (
      <RegistrationCard key={r.id} registration={r} meals={meals}>
        <Notes r={r} viewerId={viewerId} />
      </RegistrationCard>
    ))}
  </Box>
);

const RegisterNow = () => {
  const t = useT();
  return (
    <Button component={RouterLink} to="/register-event" variant="contained">
      {t('registrations.registerNow')}
    </Button>
  );
};

/**
 * /my-registrations: the member's own registration and those made for others. A registration
 * another member made with this member's email is theirs to cancel; the member who made one for an
 * existing account is told that its holder was notified.
 */
export const MyRegistrationsPage = () => {
  const t = useT();
  const user = useAppSelector(selectCurrentUser);
  const { data, error, isLoading } = useGetMyRegistrationsQuery();
  const invoices = useGetMyInvoicesQuery();
  const meals = useGetActiveConventionQuery().data?.meals ?? [];

  const body = (() => {
    if (isLoading) return <PageSpinner />;
    if (error || !data)
      return <ErrorAlert message={getErrorMessage(error, t('registrations.loadError'))} />;
    if (!data.isActiveConventionFound || !data.activeConvention) {
      return <Alert severity="info">{t('registrations.noActiveConvention')}</Alert>;
    }
    const name = data.activeConvention.name;
    const email = user?.email.toLowerCase();
    const viewerId = user?.id ?? '';
    const current = data.registrations.filter((r) => r.status !== 'cancelled');
    const cancelled = data.registrations.filter((r) => r.status === 'cancelled');
    const mine = current.filter((r) => r.attendeeEmail.toLowerCase() === email);
    const others = current.filter((r) => r.attendeeEmail.toLowerCase() !== email);
    const conventionId = data.activeConvention.id;
    const toPay = (invoices.data ?? []).filter((i) => i.conventionId === conventionId);
    return (
      <Stack spacing={4}>
        <VenueCard />
        <MyTables />
        {toPay.length > 0 && (
          <Section title={t('registrations.invoiceTitle')}>
            <Stack spacing={2}>
              {toPay.map((invoice) => (
                <InvoiceToPay key={invoice.invoiceId} invoice={invoice} />
              ))}
            </Stack>
          </Section>
        )}
        <Section title={t('registrations.mineTitle')}>
          {mine.length > 0 ? (
            <Stack spacing={2}>
              <AddToCalendar />
              <CardGrid registrations={mine} viewerId={viewerId} meals={meals} />
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="info">
                {t('registrations.notRegistered', { convention: name })}
              </Alert>
              <RegisterNow />
            </Stack>
          )}
        </Section>
        {others.length > 0 && (
          <Section title={t('registrations.othersTitle')}>
            <CardGrid registrations={others} viewerId={viewerId} meals={meals} />
          </Section>
        )}
        {cancelled.length > 0 && (
          <Section title={t('registrations.cancelledTitle')}>
            <CardGrid registrations={cancelled} viewerId={viewerId} meals={meals} />
          </Section>
        )}
        <Section title={t('registrations.whoIsComingTitle')}>
          <WhoIsComing />
        </Section>
      </Stack>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {data?.activeConvention
          ? t('registrations.headingFor', { convention: data.activeConvention.name })
          : t('registrations.heading')}
      </Typography>
      {body}
    </Container>
  );
};
